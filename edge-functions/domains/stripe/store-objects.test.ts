/**
 * An invoice's kept status transitions when it is read again (store-objects.ts): the ingest looks kept transitions up
 * only for an invoice it stored before, so this proves the second read still finds them. Finalized and paid in one
 * month cancel: a kept finalization not yet booked goes; a booked one stays, and the payment is then kept too, for its
 * own month to book.
 */
import assert from 'node:assert/strict'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { dropFixtures, newOrg } from '../../_testing/organizations.ts'
import { storeObjects } from './store-objects.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const at = (iso: string) => Date.parse(iso) / 1000

const invoice = (id: string, transitions: Record<string, number | null>, version: number) => ({
  id,
  object: 'invoice',
  created: version,
  status: transitions.paid_at ? 'paid' : 'open',
  currency: 'usd',
  total: 12_000,
  tax: 1_000,
  status_transitions: transitions,
  lines: { data: [{ id: `il_${id.slice(3)}`, amount: 11_000, currency: 'usd', period: null }] },
})

Deno.test({ name: 'Stripe: an invoice read again keeps what its transitions booked', ...opts }, async () => {
  const orgId = await newOrg()
  try {
    const t = { organizationId: orgId, connectionId: null }
    const finalized = at('2025-03-03T10:00:00Z')
    const paid = at('2025-03-20T10:00:00Z')
    const open = { finalized_at: finalized, paid_at: null }
    const store = (o: ReturnType<typeof invoice>, version: number) =>
      asService((tx) => storeObjects(tx, t, 'invoice', [o as never], version))
    const kept = async (id: string) =>
      (
        await db()`select transition, booked_period::text from public.stripe_invoice_transitions
          where organization_id = ${orgId} and invoice_id = ${id} order by transition`
      ).map((r) => `${r.transition}:${r.booked_period ?? '-'}`)

    // stored open, then paid in the month it was finalized: the pair cancels, the unbooked finalization goes
    await store(invoice('in_cancel', open, finalized), finalized)
    assert.deepEqual(await kept('in_cancel'), ['finalized:-'])
    await store(invoice('in_cancel', { ...open, paid_at: paid }, paid), paid)
    assert.deepEqual(await kept('in_cancel'), [])

    // the finalization was booked before the payment arrived: it stays, and the payment is kept to be booked
    await store(invoice('in_booked', open, finalized), finalized)
    await db()`update public.stripe_invoice_transitions set booked_period = '2025-03-01'
      where organization_id = ${orgId} and invoice_id = 'in_booked'`
    await store(invoice('in_booked', { ...open, paid_at: paid }, paid), paid)
    assert.deepEqual(await kept('in_booked'), ['finalized:2025-03-01', 'paid:-'])

    // read for the first time already paid in its month of finalization: nothing is kept
    await store(invoice('in_fresh', { ...open, paid_at: paid }, paid), paid)
    assert.deepEqual(await kept('in_fresh'), [])
  } finally {
    await dropFixtures({ orgs: [orgId] })
    await closeDb()
  }
})
