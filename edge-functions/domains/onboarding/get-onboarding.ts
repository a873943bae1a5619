/**
 * The onboarding state a screen shows, client or staff: each step's completion by the one rule, where the client is
 * and resumes, the draft, the committed answers (owners' SSNs masked, never decrypted), documents, the booking and
 * the connections. Read as the caller: another organization's onboarding is not found (RLS).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { PAYMENT_AUTHORIZATION } from '../../../shared/rules/onboarding-constants.ts'
import {
  isOnboardingStep,
  ONBOARDING_STEP_LABELS,
  ONBOARDING_STEPS,
  OPTIONAL_DOCUMENTS,
  onboardingCompletion,
  REQUIRED_DOCUMENTS,
  resumeStep,
} from '../../../shared/rules/onboarding-flow.ts'
import { maskSsn } from '../../../shared/rules/ssn.ts'
import type { TOnboardingState } from '../../../shared/schemas/onboarding.ts'
import type { TAccountingService } from '../../../shared/schemas/organizations.ts'
import { ONBOARDING_FACTS_LATERAL, toFacts } from './facts.ts'
import { schedulingUrl } from '../calendly/calendly-api.ts'

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null)
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const draftOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, never>) : {})

export async function getOnboarding({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TOnboardingState> {
  const [r] = await tx.unsafe(
    `select o.id, o.legal_name, o.accounting_services::text[] as services, o.additional_data, o.config, o.terms_accepted,
            o.onboarding_draft, onb.*,
            (private.is_org_admin(o.id) or private.is_org_staff(o.id)) as can_edit,
            (select coalesce(json_agg(json_build_object('id', f.id, 'title', f.title)), '[]') from public.files f
              where f.organization_id = o.id and f.id::text in (select e.value from jsonb_each_text(o.additional_data) e
                where e.key like '%\\_file\\_id')) as files
     from public.organizations o ${ONBOARDING_FACTS_LATERAL}
     where o.id = $1 and o.deleted_at is null`,
    [organizationId],
  )
  if (!r) throw new AppError('not_found', 'Organization not found')
  const facts = toFacts(r)
  const completion = onboardingCompletion(facts)
  const d = facts.additionalData
  const lastStep = r.last_step && isOnboardingStep(r.last_step) ? r.last_step : null
  const files = new Map<string, string>((r.files as { id: string; title: string }[]).map((f) => [f.id, f.title]))
  const owners = Array.isArray(d.owners) ? (d.owners as Record<string, unknown>[]) : []
  const terms = (r.terms_accepted as Record<string, string>[]).at(-1)
  const draft = draftOf(r.onboarding_draft)
  return {
    organizationId: r.id,
    legalName: r.legal_name,
    canEdit: r.can_edit,
    steps: ONBOARDING_STEPS.map((step) => ({ step, label: ONBOARDING_STEP_LABELS[step], complete: completion[step] })),
    completedCount: Object.values(completion).filter(Boolean).length,
    lastStep: lastStep ?? 'name',
    reachedStep: facts.reachedStep,
    resumeStep: resumeStep(lastStep),
    version: r.version,
    startedAt: iso(r.started_at),
    lastActivityAt: iso(r.last_activity_at),
    lastActivityBy: r.last_activity_by || null,
    completedAt: iso(r.completed_at),
    draft: { flow: draftOf(draft.flow), general: draftOf(draft.general), rnd: draftOf(draft.rnd) },
    values: {
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      services: r.services as TAccountingService[],
      additionalData: Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'owners')),
      owners: owners.map((o) => ({
        id: text(o.id),
        full_name: text(o.full_name),
        address: text(o.address),
        ssnMasked: maskSsn(text(o.ssn_last4)),
        percentage: Number(o.percentage ?? 0),
      })),
      booksUpToDate: typeof r.config?.booksUpToDate === 'string' ? r.config.booksUpToDate : null,
      // the answer given, so a step opened again shows it rather than the default
      existingQuickbooks:
        typeof r.config?.onboardingWithExistingQuickbooks === 'boolean'
          ? r.config.onboardingWithExistingQuickbooks
          : null,
    },
    documents: [
      ...Object.entries(REQUIRED_DOCUMENTS).map(([key, label]) => ({ key, label, required: true })),
      ...Object.entries(OPTIONAL_DOCUMENTS).map(([key, label]) => ({ key, label, required: false })),
    ].map((doc) => {
      const id = text(d[doc.key])
      return { ...doc, fileId: files.has(id) ? id : null, title: files.get(id) ?? null }
    }),
    booking: {
      url: facts.bookingLinkExists ? schedulingUrl(String(r.config.onboardingCalendlySlug)) : null,
      eventId: text(d.calendly_event_id) || null,
      callDate: text(d.onboarding_call_date) || null,
    },
    terms: {
      version: PAYMENT_AUTHORIZATION.version,
      text: PAYMENT_AUTHORIZATION.text,
      acceptedAt: terms?.acceptedDate ?? null,
      acceptedBy: terms?.acceptedByName ?? null,
    },
    connections: {
      ledger: facts.ledgerConnected,
      spend: facts.spendConnected,
      payments: facts.paymentsConnected,
      bank: facts.bankConnected,
    },
  }
}
