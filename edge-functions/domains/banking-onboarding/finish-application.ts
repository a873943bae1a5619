/**
 * An application whose owners have all completed goes to the bank (docs/banking.md "The core's API"): the core
 * customer is created with the business and its owners, then the core's KYC answer decides — verified approves the
 * application and opens banking (the money side's openBanking: connection, Operating account, first sync), review
 * waits (in_review; asked again each time the application is read), rejected refuses it.
 *
 * Two steps, each in its own service-role transaction under the application's row lock: the customer id is stored as
 * soon as the core answers, so a failure afterwards (the core down while opening the account) is retried against the
 * same customer rather than creating a second one. A core that cannot be reached leaves the application where it was,
 * to be asked again; nothing is half-done.
 */
import { asService, type Tx } from '../../_shared/db.ts'
import { CoreApiError, coreClient } from '../banking/core-client.ts'
import type { CoreCustomer } from '../banking/core-types.ts'
import { openBanking } from '../banking/open-banking.ts'

export const KYC_REJECTED_REASON = 'The bank could not verify the business, so it cannot open accounts for it.'

type Locked = { id: string; organization_id: string; status: string; core_customer_id: string | null }

const lock = async (tx: Tx, applicationId: string) =>
  (
    await tx<Locked[]>`select id, organization_id, status, core_customer_id from public.banking_applications
      where id = ${applicationId} and status in ('submitted', 'in_review') for update`
  )[0]

/** The core customer for a submitted application, created once. Returns null when there is nothing to do. */
async function ensureCustomer(applicationId: string): Promise<CoreCustomer | null> {
  return await asService(async (tx) => {
    const app = await lock(tx, applicationId)
    if (!app) return null
    if (app.core_customer_id) return null
    const [a] = await tx`select legal_name, ein, address_line1, address_line2, address_city, address_state,
      address_postal_code, address_country from public.banking_applications where id = ${applicationId}`
    const owners =
      await tx`select core_person_id, first_name, last_name, email, ownership_percent::float8 as pct, title,
      is_controller from public.beneficial_owners where application_id = ${applicationId} and status = 'completed'
      order by created_at, id`
    // the core's beneficial owners are people who own a share; a controller who owns none is not one of them
    const beneficial_owners = owners
      .filter((o) => o.pct > 0)
      .map((o) => ({
        person_id: o.core_person_id ?? undefined,
        first_name: o.first_name,
        last_name: o.last_name,
        email: o.email,
        ownership_percent: o.pct,
        title: o.title,
        is_controller: o.is_controller,
      }))
    const customer = await coreClient().createCustomer({
      external_id: app.organization_id,
      legal_name: a.legal_name,
      ein: a.ein,
      address: {
        line1: a.address_line1,
        line2: a.address_line2,
        city: a.address_city,
        state: a.address_state,
        postal_code: a.address_postal_code,
        country: a.address_country,
      },
      beneficial_owners,
    })
    await tx`update public.banking_applications set core_customer_id = ${customer.id} where id = ${applicationId}`
    return customer
  })
}

/** The core's KYC answer, applied: approve and open banking, wait for the review, or refuse. */
async function decide(applicationId: string, userId: string | null, answered: CoreCustomer | null) {
  await asService(async (tx) => {
    const app = await lock(tx, applicationId)
    if (!app?.core_customer_id) return
    const customer =
      answered?.id === app.core_customer_id ? answered : await coreClient().getCustomer(app.core_customer_id)
    if (customer.kyc_status === 'verified') {
      await tx`update public.banking_applications set status = 'approved', decided_at = now() where id = ${app.id}`
      await openBanking({ tx, organizationId: app.organization_id, customerId: customer.id, userId })
    } else if (customer.kyc_status === 'rejected') {
      await tx`update public.banking_applications set status = 'refused', refusal_reason = ${KYC_REJECTED_REASON},
        decided_at = now() where id = ${app.id}`
    } else if (app.status === 'submitted') {
      await tx`update public.banking_applications set status = 'in_review' where id = ${app.id}`
    }
  })
}

/**
 * Moves a submitted or in-review application as far as the bank's answers allow. Never throws for the bank's
 * sake: an unreachable or refusing core is logged and the application stays where it is, to be asked again.
 */
export async function finishApplication({ applicationId, userId }: { applicationId: string; userId: string | null }) {
  try {
    const created = await ensureCustomer(applicationId)
    await decide(applicationId, userId, created)
  } catch (e) {
    if (!(e instanceof CoreApiError)) throw e
    console.error(`banking application ${applicationId}: the core answered ${e.status} ${e.code}: ${e.message}`)
  }
}
