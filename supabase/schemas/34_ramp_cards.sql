/**
 * Ramp card spend, the half beyond the sync (docs/ramp.md): the receipts Ramp holds for a card transaction, each
 * downloaded once into Storage as a file (`<organization>/ramp-receipts/<Ramp receipt id>.<ext>`), filed as a
 * receipt (source 'ramp', keyed by Ramp's receipt id, so a webhook delivered twice or a sync after it stores nothing
 * twice) and linked here to the card line (provider_transactions, provider ramp) it belongs to.
 * Written by the functions only (service role). Read by whoever may read the card line itself: the organization's
 * admins, members granted Ramp data, and staff when the client granted the firm Ramp (private.org_data_permission);
 * the file rows and Storage objects keep their own organization rules (01_tenancy.sql).
 */
create table public.ramp_receipts (
  receipt_id uuid primary key references public.receipts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider_transaction_id uuid not null references public.provider_transactions (id) on delete cascade,
  ramp_receipt_id text not null check (length(ramp_receipt_id) between 1 and 100),
  created_at timestamptz not null default now(),
  unique (organization_id, ramp_receipt_id)
);
create index ramp_receipts_provider_transaction_id_idx on public.ramp_receipts (provider_transaction_id);

/** A link ties a receipt and a card line of the same organization, never a receipt to another tenant's line. */
create function private.assert_ramp_receipt_org() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.provider_transactions t
      where t.id = new.provider_transaction_id and t.organization_id = new.organization_id and t.provider = 'ramp')
    or not exists (select 1 from public.receipts r where r.id = new.receipt_id and r.organization_id = new.organization_id)
  then
    raise exception 'The receipt and the card transaction belong to different organizations' using errcode = '23514';
  end if;
  return new;
end $$;
create trigger assert_ramp_receipt_org before insert or update on public.ramp_receipts
  for each row execute function private.assert_ramp_receipt_org();

alter table public.ramp_receipts enable row level security;
create policy "People who may read Ramp data read its receipt links" on public.ramp_receipts
  for select to authenticated using ((select private.org_data_permission(organization_id, 'ramp')));
revoke all on public.ramp_receipts from anon, authenticated;
grant select on public.ramp_receipts to authenticated;
grant select, insert, update, delete on public.ramp_receipts to service_role;

/** Section: every recorded Ramp delivery reaches the Ramp handler (edge-functions/jobs/definitions/ramp.webhook.ts) */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('ramp.webhook', 'ramp', 'webhook')
on conflict do nothing;
