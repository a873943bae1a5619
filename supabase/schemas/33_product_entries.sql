/**
 * Every entry the product posts is recorded once in public.journal_entries (12_schedules.sql; spec accounting §3.1),
 * whichever feature posts it and whoever runs it (docs/ledger.md "The product's entries"). A feature that posts in a
 * request runs as the staff member, who may not write that table: this definer function records for them, for an
 * organization they work on. The same ledger entry is recorded once (its unique key).
 */
create function private.record_product_entry(
  p_org uuid, p_type public.journal_entry_type, p_ledger text, p_journal_entry_id text, p_sync_token text,
  p_date date, p_doc_number text, p_amount_cents bigint, p_raw jsonb, p_source_ref text
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid;
begin
  if (select auth.uid()) is not null and not private.is_org_staff(p_org) then
    raise exception 'Only the staff of this client post entries to its books' using errcode = '42501';
  end if;
  insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, sync_token, journal_entry_date,
      doc_number, amount_cents, raw, source_ref)
    values (p_org, p_type, p_ledger, p_journal_entry_id, p_sync_token, p_date, p_doc_number, p_amount_cents, p_raw,
      p_source_ref)
    on conflict (organization_id, ledger, journal_entry_id) do nothing
    returning id into v_id;
  if v_id is null then
    select id into v_id from public.journal_entries
      where organization_id = p_org and ledger = p_ledger and journal_entry_id = p_journal_entry_id;
  end if;
  return v_id;
end $$;
revoke execute on function private.record_product_entry(uuid, public.journal_entry_type, text, text, text, date, text,
  bigint, jsonb, text) from public, anon;
grant execute on function private.record_product_entry(uuid, public.journal_entry_type, text, text, text, date, text,
  bigint, jsonb, text) to authenticated, service_role;
