/** Invitation rows in API shape, with a derived status. */
export const INVITATION_COLUMNS = `i.id, i.organization_id as "organizationId", i.email, i.first_name as "firstName", i.last_name as "lastName",
  i.org_role::text as "orgRole", i.expires_at as "expiresAt", i.completed_at as "completedAt", i.revoked_at as "revokedAt",
  i.invited_by as "invitedBy", i.created_at as "createdAt",
  case when i.completed_at is not null then 'accepted' when i.revoked_at is not null then 'revoked'
       when i.expires_at <= now() then 'expired' else 'pending' end as status`
