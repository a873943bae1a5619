/**
 * Follows each invoice's bank pull at the core to its end: settled makes the invoice Paid; a return (failed while
 * pending, or returned after settling) reverses it to Sent, unpaid, so the customer can pay again. Paid invoices are
 * watched for 60 days, the window in which a consumer debit can still be returned. The ledger follows: a Payment on
 * settlement, removed on a return (write-ledger.ts). Run by job invoicing.track-pulls.
 */
import { asService } from '../../_shared/db.ts'
import { coreClient } from '../banking/core-client.ts'
import { reversePaymentInLedger, writePaymentToLedger } from './write-ledger.ts'

export async function trackPulls() {
  const pulls = await asService(
    (tx) => tx`select id, status, pull_transfer_id from public.invoices
      where pull_transfer_id is not null
        and (status = 'WaitingPayment' or (status = 'Paid' and paid_at > now() - interval '60 days'))
      order by updated_at limit 500`,
  )
  const core = coreClient()
  let paid = 0
  let returned = 0
  for (const p of pulls) {
    const t = await core.getTransfer(p.pull_transfer_id)
    const wasReturned = t.status === 'Failed' || t.status === 'Rejected' || Boolean(t.returned_by)
    if (wasReturned) {
      await asService(
        (
          tx,
        ) => tx`update public.invoices set status = 'Sent', paid_at = null, pull_transfer_id = null, paid_micros = null
          where id = ${p.id} and pull_transfer_id = ${p.pull_transfer_id}`,
      )
      await reversePaymentInLedger(p.id)
      returned++
    } else if (t.status === 'Settled' && p.status === 'WaitingPayment') {
      await asService(
        (tx) => tx`update public.invoices set status = 'Paid', paid_at = now()
          where id = ${p.id} and status = 'WaitingPayment'`,
      )
      await writePaymentToLedger(p.id)
      paid++
    }
  }
  return { watched: pulls.length, paid, returned }
}
