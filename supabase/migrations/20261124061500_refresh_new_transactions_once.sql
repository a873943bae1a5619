/**
 * A journal write that inserts transactions and their postings in one statement (insertJournalEntries) fired both
 * search refreshes over the same transactions: the transactions' trigger wrote each entry, and the postings' trigger
 * computed each again to find nothing changed (0.15 s of the 10,000 entries of a schedules run). A transaction that
 * already has postings when its own insert's trigger runs got them from that same statement (a posting cannot
 * reference a transaction before it exists: the foreign key is checked at the end of each statement), so the postings'
 * trigger refreshes it in the same statement; the transactions' trigger now leaves it to that one. A transaction
 * inserted on its own, or edited, is refreshed by the transactions' trigger as before.
 */
create function private.transaction_search_transactions_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger(array(
    select c.id from changed c where not exists (select 1 from public.ledger_postings p where p.transaction_id = c.id)));
  return null;
end $$;
revoke execute on function private.transaction_search_transactions_inserted() from public;

drop trigger transaction_search_transactions_inserted on public.ledger_transactions;
create trigger transaction_search_transactions_inserted after insert on public.ledger_transactions
  referencing new table as changed for each statement execute function private.transaction_search_transactions_inserted();
