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
