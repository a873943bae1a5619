/**
 * How banking onboarding words its one refusal of its own (the guard itself is `assertBanking` in _shared/access.ts):
 * a member who reads banking but does not manage it is told what they cannot change.
 */
export const MANAGE_ONBOARDING = 'Only organization admins with banking access can change banking onboarding'
