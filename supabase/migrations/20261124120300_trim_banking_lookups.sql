/**
 * Less work in each payment's request, answer and sync (docs/banking.md "Speed"), the rules unchanged:
 * - private.can_use_banking asks its question in one statement (a member of the organization who has the banking
 *   product) beside the banking flag's own rule (private.flag_enabled), instead of three nested calls, each saving and
 *   restoring every setting for its own search_path, and three statements.
 * - A payment's JSON looks its approvals up only when the payment waited for approval (it says why: approval_reason);
 *   no other payment has any.
 * - A provider transaction is in the index of bank-feed lines by account (provider_transactions_account_time_idx)
 *   only when it has a bank-feed account: banking's lines (two a transfer) wrote an empty entry there.
 */
create or replace function private.can_use_banking(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.organization_members m join public.users u on u.id = m.user_id
                 where m.organization_id = org_id and m.user_id = auth.uid() and 'banking' = any (u.products))
    and private.flag_enabled(org_id, 'banking');
end $$;

create or replace function private.banking_payment_json(p public.banking_payments) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_approved_by jsonb;
begin
  -- only a payment that waited (and so says why) can have approvals: the others need no look-up
  if p.approval_reason is null then
    v_approved_by := '[]'::jsonb;
  else
    select coalesce(jsonb_agg(a.user_id order by a.created_at), '[]'::jsonb) into v_approved_by
    from public.payment_approvals a where a.payment_id = p.id;
  end if;
  return jsonb_build_object(
    'id', p.id, 'organizationId', p.organization_id, 'idempotencyKey', p.idempotency_key, 'origin', p.origin,
    'rail', p.rail, 'transactionType', p.transaction_type, 'fromAccountId', p.from_account_id,
    'toAccountId', p.to_account_id, 'counterpartyId', p.counterparty_id, 'amountMicros', p.amount_micros::text,
    'description', p.description, 'status', p.status, 'approvalReason', p.approval_reason,
    'entryResult', p.entry_result, 'message', p.message, 'coreTransferId', p.core_transfer_id,
    'requestedBy', p.requested_by, 'decidedBy', p.decided_by, 'decidedAt', private.banking_time(p.decided_at),
    'submittedAt', private.banking_time(p.submitted_at), 'settledAt', private.banking_time(p.settled_at),
    'createdAt', private.banking_time(p.created_at), 'updatedAt', private.banking_time(p.updated_at),
    'approvedBy', v_approved_by);
end $$;

drop index public.provider_transactions_account_time_idx;
create index provider_transactions_account_time_idx on public.provider_transactions (bank_account_id, transaction_effective_time)
  where deleted_at is null and bank_account_id is not null;
