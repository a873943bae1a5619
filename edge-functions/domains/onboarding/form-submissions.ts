/**
 * The older general and R&D forms (spec §2, §3 Form submission, §4): a client member submits the answers as typed
 * amendments (the first of a form is `initial`, later ones `amendment`s), which wait InReview until the organization's
 * bookkeeper or an admin approves them. The draft of the form is kept (a later amendment starts from it). R&D answers
 * become the organization's rndData (tax_year, projects) when approved. Both, and the onboarding-form notifications, are the database's
 * (private.apply_approved_rnd_form, private.notify_onboarding_form).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TFormSlug } from '../../../shared/rules/onboarding-constants.ts'
import type { TFormSubmission } from '../../../shared/schemas/onboarding.ts'

const COLUMNS = `s.id, s.organization_id as "organizationId", o.legal_name as "legalName", s.form_slug as "formSlug",
  s.type, s.amendments, s.status,
  (select btrim(u.first_name || ' ' || u.last_name) from public.users u where u.id = s.submitted_by) as "submittedBy",
  s.submitted_at as "submittedAt",
  (select btrim(u.first_name || ' ' || u.last_name) from public.users u where u.id = s.reviewed_by) as "reviewedBy",
  s.reviewed_at as "reviewedAt"`

export async function listSubmissions({
  tx,
  organizationId,
  status,
}: {
  tx: Tx
  organizationId?: string
  status?: 'InReview' | 'Approved'
}): Promise<TFormSubmission[]> {
  return plain(
    await tx.unsafe(
      `select ${COLUMNS} from public.onboarding_form_submissions s join public.organizations o on o.id = s.organization_id
       where ($1::uuid is null or s.organization_id = $1) and ($2::text is null or s.status = $2) and o.deleted_at is null
       order by s.submitted_at desc limit 500`,
      [organizationId ?? null, status ?? null],
    ),
  )
}

export async function submitForm({
  tx,
  organizationId,
  formSlug,
  amendments,
}: {
  tx: Tx
  organizationId: string
  formSlug: TFormSlug
  amendments: Record<string, string | number | boolean>
}): Promise<TFormSubmission> {
  const [org] = await tx`select private.is_org_member(id) as member from public.organizations
                         where id = ${organizationId} and deleted_at is null`
  if (!org) throw new AppError('not_found', 'Organization not found')
  if (!org.member) throw new AppError('forbidden', "Only the organization's own people submit its onboarding forms")
  const [{ id }] = await tx`
    insert into public.onboarding_form_submissions (organization_id, form_slug, type, amendments, submitted_by)
    values (${organizationId}, ${formSlug},
      case when exists (select 1 from public.onboarding_form_submissions
                        where organization_id = ${organizationId} and form_slug = ${formSlug}) then 'amendment' else 'initial' end,
      ${tx.json(amendments)}::jsonb, (select auth.uid()))
    returning id`
  return await getSubmission({ tx, id })
}

export async function getSubmission({ tx, id }: { tx: Tx; id: string }): Promise<TFormSubmission> {
  const [row] = await tx.unsafe(
    `select ${COLUMNS} from public.onboarding_form_submissions s join public.organizations o on o.id = s.organization_id
     where s.id = $1`,
    [id],
  )
  if (!row) throw new AppError('not_found', 'Submission not found')
  return plain(row)
}

export async function approveSubmission({ tx, id }: { tx: Tx; id: string }): Promise<TFormSubmission> {
  const current = await getSubmission({ tx, id })
  if (current.status === 'Approved') return current
  const [staff] = await tx`select private.is_org_staff(${current.organizationId}::uuid) as ok`
  if (!staff.ok) throw new AppError('forbidden', "Only the organization's bookkeepers and admins approve its forms")
  await tx`update public.onboarding_form_submissions set status = 'Approved', reviewed_at = now() where id = ${id}`
  return await getSubmission({ tx, id })
}
