/**
 * Continue on a step of the newer flow: the step's answers validated by its schema (the same the form uses), written
 * where the spec keeps them (the person's name on their profile, services on the organization with the onboarding
 * checklist they bring, everything else in additionalData; terms with their text, date and who; owners' SSNs
 * encrypted), and the client moved to the next step. A step whose completion happens elsewhere (documents, the call,
 * connections) continues only once its rule says complete, unless the spec lets it be passed (quickbooks, tools).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { PAYMENT_AUTHORIZATION } from '../../../shared/rules/onboarding-constants.ts'
import { isStepComplete, nextStep, type TOnboardingStep } from '../../../shared/rules/onboarding-flow.ts'
import { onboardingTaskSlugs } from '../../../shared/rules/onboarding-tasks.ts'
import { PROFILE_BOOKKEEPING_MESSAGES, SKIPPABLE_STEPS, STEP_SCHEMAS } from '../../../shared/schemas/onboarding.ts'
import type { TAccountingService } from '../../../shared/schemas/organizations.ts'
import { ONBOARDING_FACTS_LATERAL, toFacts } from './facts.ts'
import { ownersToStore } from './owner-ssn.ts'
import { lockProgress, moveTo } from './progress.ts'

const INCOMPLETE: Partial<Record<TOnboardingStep, string>> = {
  'document-upload': 'Upload the articles of incorporation, the proof of EIN and the bylaws to continue',
  'book-call': 'Book your onboarding call to continue',
  quickbooks: 'Connect QuickBooks and say how far your books are up to date, or skip this step for now',
  'financial-tools': 'Connect a bank, card or payments provider, or skip this step for now',
}

async function mergeAdditionalData(tx: Tx, organizationId: string, values: Record<string, unknown>) {
  await tx`update public.organizations set additional_data = additional_data || ${tx.json(values as never)}::jsonb
           where id = ${organizationId}`
}

export async function completeStep({
  tx,
  organizationId,
  step,
  values,
  skip,
}: {
  tx: Tx
  organizationId: string
  step: TOnboardingStep
  values: Record<string, unknown>
  skip?: boolean
}) {
  const progress = await lockProgress({ tx, organizationId })
  const parsed = STEP_SCHEMAS[step].safeParse(values)
  if (!parsed.success && !(skip && SKIPPABLE_STEPS.includes(step)))
    throw validationFailed(parsed.error.issues, ['values'])
  const v = (parsed.success ? parsed.data : {}) as Record<string, never>
  const [org] = await tx`select accounting_services::text[] as services, additional_data from public.organizations
                         where id = ${organizationId}`
  const me = (await tx`select id, email, first_name, last_name from public.users where id = (select auth.uid())`)[0]

  switch (step) {
    case 'name': {
      // the name is the person's own: staff helping with the flow do not rename themselves
      const [member] = await tx`select private.is_org_member(${organizationId}::uuid) as yes`
      if (!member.yes) throw new AppError('forbidden', 'The client enters their own name')
      await tx`update public.users set first_name = ${v.firstName}, last_name = ${v.lastName} where id = ${me.id}`
      await tx`update public.onboarding_progress set started_by = ${me.id} where organization_id = ${organizationId}`
      break
    }
    case 'services': {
      const services = v.services as TAccountingService[]
      await tx`update public.organizations set accounting_services = ${services}::public.accounting_service[]
               where id = ${organizationId}`
      await tx`select private.assign_onboarding_tasks(${organizationId}, ${onboardingTaskSlugs(services)}::text[])`
      break
    }
    case 'business-profile': {
      const bookkeeping = (org.services as string[]).includes('bookkeeping')
      const missing = (['banks', 'credit_cards'] as const).filter((k) => bookkeeping && !String(v[k] ?? '').trim())
      if (missing.length)
        throw validationFailed(
          missing.map((k) => ({ path: [k], message: PROFILE_BOOKKEEPING_MESSAGES[k] })),
          ['values'],
        )
      await mergeAdditionalData(tx, organizationId, v)
      break
    }
    case 'terms-authorization': {
      const now = new Date().toISOString()
      const name = `${me.first_name} ${me.last_name}`.trim() || me.email
      const acceptance = {
        acceptedText: PAYMENT_AUTHORIZATION.text,
        acceptedDate: now,
        acceptedByHavenUserId: me.id,
        acceptedByName: name,
        acceptedByEmail: me.email,
      }
      if (v.agreementVersion !== PAYMENT_AUTHORIZATION.version)
        throw new AppError(
          'conflict',
          'The authorization text changed while you were reading it: read it again and accept',
        )
      await tx`update public.organizations set terms_accepted = terms_accepted || jsonb_build_array(${tx.json(acceptance)}::jsonb)
               where id = ${organizationId}`
      await mergeAdditionalData(tx, organizationId, {
        payment_authorization_accepted: true,
        payment_authorization_accepted_at: now,
        payment_authorization_accepted_by: me.id,
        payment_authorization_agreement_version: PAYMENT_AUTHORIZATION.version,
      })
      break
    }
    case 'officers-control': {
      const stored = Array.isArray(org.additional_data.owners) ? org.additional_data.owners : []
      const owners = await ownersToStore(v.owners, stored)
      await mergeAdditionalData(tx, organizationId, { officers: v.officers, owners })
      break
    }
    case 'confirm':
      await mergeAdditionalData(tx, organizationId, { onboarding_confirmed: true })
      break
    case 'quickbooks':
      if (!skip) {
        await tx`update public.organizations set config = config || ${tx.json({
          booksUpToDate: v.booksUpToDate,
          onboardingWithExistingQuickbooks: v.existingQuickbooks,
        })}::jsonb where id = ${organizationId}`
      }
      break
    case 'permissions':
      await mergeAdditionalData(tx, organizationId, { permissions_granted: true })
      break
    case 'document-upload':
    case 'book-call':
    case 'financial-tools':
      break
    default:
      await mergeAdditionalData(tx, organizationId, v)
  }

  // a step completed elsewhere continues only once its rule agrees (or, where allowed, when passed over)
  if (step in INCOMPLETE && !(skip && SKIPPABLE_STEPS.includes(step))) {
    const [r] = await tx.unsafe(
      `select o.accounting_services::text[] as services, o.additional_data, o.config, onb.*
       from public.organizations o ${ONBOARDING_FACTS_LATERAL} where o.id = $1`,
      [organizationId],
    )
    if (!isStepComplete(step, toFacts(r))) throw new AppError('unprocessable', INCOMPLETE[step] as string)
  }
  const next = nextStep(step)
  await moveTo({ tx, organizationId, progress, step: next ?? step, completedAt: next === null })
}
