/**
 * AMC closeout dates: the day of a month by which a client must answer the month's questions. `year` is text and
 * `month` a lowercase month name as the spec stores them; the upper bound on year moves with the clock, so a trigger
 * checks it (CHECK constraints must not read the clock).
 */
create table public.amc_closeout_dates (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  closeout_date integer not null check (closeout_date between 1 and 31),
  year text not null check (year ~ '^[0-9]{4}$' and year::int >= 1900),
  month text not null check (month in ('january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
                                       'september', 'october', 'november', 'december')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, year, month)
);

create function private.check_amc_closeout_year() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.year::int > extract(year from now())::int + 100 then
    raise exception 'year must be at most % (current year plus 100)', extract(year from now())::int + 100 using errcode = '23514';
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger check_amc_closeout_year before insert or update on public.amc_closeout_dates
  for each row execute function private.check_amc_closeout_year();

alter table public.amc_closeout_dates enable row level security;
create policy "People with access read closeout dates" on public.amc_closeout_dates for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Staff manage closeout dates" on public.amc_closeout_dates for all to authenticated
  using ((select private.is_org_staff(organization_id))) with check ((select private.is_org_staff(organization_id)));
