/**
 * POST /application/submit. The organization admin's right is checked as the admin; the state then moves as the
 * service role under a row lock (status is no client's to write), so two submissions cannot both go through:
 *   - a restricted industry refuses the application for good, with the reason in words;
 *   - anything missing or wrong is a 422 naming each field the way the form does;
 *   - otherwise every owner who has not completed is emailed a link and the application waits for them
 *     (owners_pending), or, when all have completed, goes to the bank (submitted → finishApplication).
 * Submitting an application that is already with the bank asks the bank again (a core that was down is retried).
 */
import { asService, asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  problemsSentence,
  restrictedIndustriesOf,
  restrictedIndustryRefusal,
  submissionProblems,
} from '../../../shared/rules/banking-onboarding.ts'
import { fieldErrorList } from '../../../shared/rules/field-errors.ts'
import { assertBanking } from '../../_shared/access.ts'
import { MANAGE_ONBOARDING } from './access.ts'
import { finishApplication } from './finish-application.ts'
import { getApplication, readApplication } from './get-application.ts'
import { type OwnerInvite, issueOwnerLinks, sendOwnerInvites } from './invite-owners.ts'

export async function submitApplication({ claims, organizationId }: { claims: Claims; organizationId: string }) {
  await asUser(claims, (tx) => assertBanking(tx, organizationId, 'manage', MANAGE_ONBOARDING))
  const outcome = await asService(async (tx) => {
    const [locked] = await tx`select id, status from public.banking_applications
      where organization_id = ${organizationId} for update`
    if (!locked) throw new AppError('unprocessable', 'Fill in the application before submitting it')
    if (locked.status !== 'draft')
      return { applicationId: locked.id as string, status: locked.status as string, invites: [] }
    const { application, owners } = await readApplication({ tx, organizationId })
    const restricted = restrictedIndustriesOf(application!)
    if (restricted.length) {
      await tx`update public.banking_applications set status = 'refused', refusal_reason = ${restrictedIndustryRefusal(restricted)},
        submitted_at = now(), submitted_by = ${claims.sub}, decided_at = now() where id = ${locked.id}`
      return { applicationId: locked.id as string, status: 'refused', invites: [] }
    }
    const problems = submissionProblems(application!, owners)
    if (problems.length)
      throw new AppError('validation_failed', problemsSentence(problems), { fields: fieldErrorList(pathed(problems)) })
    const waiting = owners.filter((o) => o.status !== 'completed').map((o) => o.id)
    const status = waiting.length ? 'owners_pending' : 'submitted'
    const invites: OwnerInvite[] = await issueOwnerLinks({ tx, ownerIds: waiting })
    await tx`update public.banking_applications set status = ${status}, submitted_at = now(), submitted_by = ${claims.sub}
      where id = ${locked.id}`
    return { applicationId: locked.id as string, status, invites }
  })
  await sendOwnerInvites(outcome.invites)
  if (outcome.status === 'submitted' || outcome.status === 'in_review')
    await finishApplication({ applicationId: outcome.applicationId, userId: claims.sub })
  return asUser(claims, (tx) => getApplication({ tx, organizationId }))
}

/** The rule's dotted paths as the issue paths fieldErrorList expects. */
const pathed = (problems: readonly { path: string; message: string }[]) =>
  problems.map((p) => ({ path: p.path.split('.'), message: p.message }))
