-- from 20261124110000_refresh_bulk_search_entries_in_background.sql
/**
 * A ledger statement that writes more than a thousand transactions (a schedules posting run, a journal import, a
 * sync's first pull, a renamed account used by years of entries) no longer rebuilds their search entries inside the
 * writer's transaction: it queues job `search.refresh` with the transactions' ids, in the same transaction, and the
 * worker rebuilds them a moment after the commit. The rebuild is the same function as before
 * (private.transaction_search_refresh_ledger); only when it runs changes.
 *
 * Why: a search entry costs its insert and two trigram indexes, 50 µs or more; for the 10,000 entries of a posting
 * run that was 0.5 s of its 2.5 s, paid while the run held its schedules locked. Search entries are derived data
 * (a search reads them, nothing else does), so for a bulk write a second of delay is the better trade. A statement of
 * up to a thousand transactions (every write a person makes) is still searchable the moment it commits.
 *
 * The rebuild reads the books as they are when it runs, so jobs of one transaction may run in any order; they take
 * one lock, so two never read and write the same entries at once.
 */
create function private.transaction_search_refresh_ledger_soon(txn_ids bigint[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if cardinality(txn_ids) <= 1000 then
    perform private.transaction_search_refresh_ledger(txn_ids);
    return;
  end if;
  -- options as edge-functions/domains/transaction-search/jobs.ts defines them (no key: each write's ids are its own)
  perform private.enqueue_job('search.refresh', jsonb_build_object('transactionIds', to_jsonb(txn_ids)), null, null, null,
    '{"maxRuntimeSeconds": 300, "retryIntervalSeconds": 30}'::jsonb);
end $$;

revoke execute on function private.transaction_search_refresh_ledger_soon(bigint[]) from public, authenticated;

/** The job's step: one rebuild at a time (see above). */
create function private.transaction_search_refresh_queued(txn_ids bigint[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('search.refresh', 0));
  perform private.transaction_search_refresh_ledger(txn_ids);
end $$;

revoke execute on function private.transaction_search_refresh_queued(bigint[]) from public, authenticated;

grant execute on function private.transaction_search_refresh_queued(bigint[]) to service_role;

-- from 20261124110200_delete_an_organizations_books_first.sql
/**
 * Deleting an organization with books on the built-in ledger failed: the delete cascades to the organization's
 * accounts and, separately, to its transactions and through them to their postings, and Postgres checked that no
 * posting still referred to a deleted account before the cascade through the transactions had removed them
 * ("violates foreign key constraint ledger_postings_organization_id_account_id_fkey"). The organization's ledger
 * transactions (and with them their postings) are now deleted first, by a trigger before the organization's row
 * goes, so the cascade to its accounts, names and classes finds nothing that refers to them. An account, name or
 * class that a posting uses still cannot be deleted on its own.
 */
create function private.delete_organization_ledger() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.ledger_transactions where organization_id = old.id;
  return old;
end $$;

revoke execute on function private.delete_organization_ledger() from public, authenticated;

create trigger delete_organization_ledger before delete on public.organizations
  for each row execute function private.delete_organization_ledger();

-- from 20261124120000_check_banking_values_by_domain.sql
/**
 * The banking value lists (entry results, payment statuses, rails, transaction types, layers) as domains, each list
 * once, where the tables of 20261124001100_create_banking.sql repeated them as column checks.
 *
 * Why: PostgreSQL reads a table's check constraints from their stored text at every statement that writes the table,
 * and a list is stored as its array's bytes, one number each. The 17 entry results alone are 3,800 characters to parse;
 * every payment is an insert and an update of banking_payments, each parsing 15,000. A domain's checks are read once
 * per session and kept. Measured on 5,000 single-row inserts into banking_payments: 58 µs each before, 30 µs after.
 * The values, the rules and the error (23514, check_violation) stay the same.
 */
create domain public.banking_entry_result as text check (value in ('InsufficientFunds', 'AccountNotFound',
  'AccountClosed', 'AccountSuspended', 'InvalidAccountType', 'CurrencyMismatch', 'AmountExceedsLimit', 'DuplicateEntry',
  'ComplianceHold', 'SanctionsBlocked', 'KycIncomplete', 'ExternalProcessorError', 'LedgerMismatch',
  'UnauthorizedAccess', 'InternalError', 'ReviewRequired', 'Success'));

comment on domain public.banking_entry_result is 'The seventeen results the core answers a request with (spec §8).';

create domain public.banking_payment_status as text check (value in ('awaiting_approval', 'submitted', 'pending',
  'settled', 'failed', 'rejected', 'denied', 'cancelled'));

create domain public.banking_payment_origin as text check (value in ('user', 'sweep', 'top_off'));

create domain public.banking_rail as text check (value in ('ach', 'wire', 'rtp', 'book'));

comment on domain public.banking_rail is 'How a payment travels: ACH, wire, real-time (RTP / FedNow) or a book transfer.';

create domain public.banking_payment_type as text check (value in ('ach_push', 'wire_out', 'rtp_out',
  'book_transfer_out', 'sweep'));

comment on domain public.banking_payment_type is 'The transaction type a payment''s outgoing entry posts as (RAIL_OUTGOING_TYPE).';

create domain public.banking_reference as text check (length(value) between 1 and 200);

comment on domain public.banking_reference is 'An Idempotency-Key or an id the core gave: 1 to 200 characters.';

create domain public.banking_entry_type as text check (value in ('ach_push', 'ach_pull', 'ach_push_return',
  'ach_pull_return', 'ach_incoming_credit', 'ach_incoming_debit', 'ach_incoming_return', 'book_transfer_in',
  'book_transfer_out', 'wire_out', 'wire_in', 'wire_return', 'fednow_out', 'fednow_in', 'rtp_out', 'rtp_in',
  'check_deposit', 'check_deposit_return', 'check_issued', 'hold', 'hold_release', 'card_authorization',
  'card_settlement', 'card_refund', 'atm_withdrawal', 'sweep', 'interest', 'fee', 'admin_adjustment'));

comment on domain public.banking_entry_type is 'The banking transaction types of an entry (spec §9).';

create domain public.banking_entry_layer as text check (value in ('Pending', 'Settled', 'Encumbrance', 'Failed',
  'Rejected'));

alter table public.banking_payments
  drop constraint banking_payments_idempotency_key_check,
  drop constraint banking_payments_origin_check,
  drop constraint banking_payments_rail_check,
  drop constraint banking_payments_transaction_type_check,
  drop constraint banking_payments_status_check,
  drop constraint banking_payments_entry_result_check,
  drop constraint banking_payments_core_transfer_id_check,
  alter column idempotency_key type public.banking_reference,
  alter column origin type public.banking_payment_origin,
  alter column rail type public.banking_rail,
  alter column transaction_type type public.banking_payment_type,
  alter column status type public.banking_payment_status,
  alter column entry_result type public.banking_entry_result,
  alter column core_transfer_id type public.banking_reference;

alter table public.banking_entries
  drop constraint banking_entries_transaction_type_check,
  drop constraint banking_entries_layer_check,
  drop constraint banking_entries_entry_result_check,
  alter column transaction_type type public.banking_entry_type,
  alter column layer type public.banking_entry_layer,
  alter column entry_result type public.banking_entry_result;

-- from 20261124120100_group_banking_payment_statements.sql
/**
 * Payments asked for at the same moment go to the database together (edge-functions/_shared/group-commit.ts): the
 * API hands a group of requests to private.request_banking_payments and a group of the core's answers to
 * private.record_banking_submissions, one statement and one transaction each. Each item is the single function of
 * 20261124001200 / 20261124110100, a request run with its own caller, so every rule stays where it was.
 *
 * Why: a statement's fixed costs (locking every table and index it touches, starting each query, committing) were half
 * of a payment's database time. Measured with pgbench on two cores, a payment requested and recorded one by one:
 * 0.95 ms of database time; eight to a statement: 0.54 ms.
 *
 * Items are taken in one order (organization and key; payment id), whatever order they came in: two groups holding
 * locks on the same keys or payments take them in the same order, so neither waits on the other in a circle. Answers
 * come back in the order the items came.
 *
 * Only the API's own connection may call these: a group carries each caller's claims, and whoever may call it could
 * say they are anyone. Execute is the service role's, as for the answers' single function.
 */
create function private.request_banking_payments(p_requests jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_item record;
  v_answers jsonb[] := array_fill(null::jsonb, array[jsonb_array_length(p_requests)]);
begin
  for v_item in
    select r.value as request, r.ordinality as i
    from jsonb_array_elements(p_requests) with ordinality r
    order by r.value ->> 'organizationId', r.value ->> 'idempotencyKey', r.ordinality
  loop
    -- the caller of this item, for this item only: the next item sets its own before anything of it runs
    perform set_config('request.jwt.claims', (v_item.request -> 'claims')::text, true);
    v_answers[v_item.i] := private.request_banking_payment((v_item.request ->> 'organizationId')::uuid,
      v_item.request ->> 'idempotencyKey', v_item.request ->> 'rail', v_item.request ->> 'transactionType',
      (v_item.request ->> 'fromAccountId')::uuid, (v_item.request ->> 'toAccountId')::uuid,
      (v_item.request ->> 'counterpartyId')::uuid, (v_item.request ->> 'amountMicros')::bigint,
      v_item.request ->> 'description');
  end loop;
  perform set_config('request.jwt.claims', '', true);
  return to_jsonb(v_answers);
end $$;

/**
 * The core's answers to a group of sent payments, each recorded by the single function (20261124110100), in payment
 * order: { paymentId, status, transferId, entryResult, message, syncJob, failedMessage } as that function takes them.
 * (Recorded as one set instead, the statements' plans were made again at every call and the group cost more.)
 */
create function private.record_banking_submissions(p_answers jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_item record;
  v_payments jsonb[] := array_fill(null::jsonb, array[jsonb_array_length(p_answers)]);
begin
  for v_item in
    select a.value as answer, a.ordinality as i
    from jsonb_array_elements(p_answers) with ordinality a
    order by a.value ->> 'paymentId', a.ordinality
  loop
    v_payments[v_item.i] := private.record_banking_submission((v_item.answer ->> 'paymentId')::uuid,
      v_item.answer ->> 'status', v_item.answer ->> 'transferId', v_item.answer ->> 'entryResult',
      v_item.answer ->> 'message', nullif(v_item.answer -> 'syncJob', 'null'::jsonb), v_item.answer ->> 'failedMessage');
  end loop;
  return to_jsonb(v_payments);
end $$;

revoke execute on function private.request_banking_payments(jsonb), private.record_banking_submissions(jsonb)
  from public, anon, authenticated;

grant execute on function private.request_banking_payments(jsonb), private.record_banking_submissions(jsonb)
  to service_role;

-- from 20261124120200_trim_banking_payment_work.sql

create index banking_payments_counterparty_id_idx on public.banking_payments (counterparty_id)
  where counterparty_id is not null;

create index banking_payments_to_account_id_idx on public.banking_payments (to_account_id)
  where to_account_id is not null;

-- from 20261124120300_trim_banking_lookups.sql

create index provider_transactions_account_time_idx on public.provider_transactions (bank_account_id, transaction_effective_time)
  where deleted_at is null and bank_account_id is not null;
