/**
 * Trust in the money and the numbers (issue 30): a payment never waits forever for an approval.
 *
 * Section: waiting payments expire
 * A payment over its requester's limit waits for the approval layers (11_banking.sql). If no approver acts within
 * PAYMENT_APPROVAL_DAYS (shared/rules/banking.ts) it expires: nothing was sent, nothing is counted, and the message
 * says so. The job `banking.expire-payments` (edge-functions/domains/banking/expire-payments.ts) passes the cut-off
 * and the words, so the window and the message have one owner; it tells each requester. The row lock and the status
 * check make an expiry and a late approval exclusive: whichever comes first wins, the other finds it not waiting.
 */
create function private.expire_banking_payments(p_created_before timestamptz, p_message text)
returns table (payment_id uuid, organization_id uuid, requested_by uuid, amount_micros bigint, description text)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  with due as (
    select p.id from public.banking_payments p
    where p.status = 'awaiting_approval' and p.created_at < p_created_before
    order by p.id
    for update skip locked
  )
  update public.banking_payments p set status = 'expired', message = p_message, decided_at = now(), updated_at = now()
  from due where p.id = due.id and p.status = 'awaiting_approval'
  returning p.id, p.organization_id, p.requested_by, p.amount_micros, p.description;
end $$;
revoke execute on function private.expire_banking_payments(timestamptz, text) from public, authenticated;
grant execute on function private.expire_banking_payments(timestamptz, text) to service_role;

select private.schedule_job('banking-expire-payments', '*/5 * * * *', 'banking.expire-payments');
