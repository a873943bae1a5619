/**
 * The organization's rndData (spec §3: tax_year and projects, each with a name and a description), taken from the R&D
 * form when staff approve it: the approved answers become the organization's record of its R&D claim. The form asks
 * for project names and descriptions one per line (shared/rules/onboarding-forms.ts); line n of each makes project n.
 * Staff's field, like the other servicing fields (guard_organization_update refuses it to clients).
 */
alter table public.organizations add column rnd_data jsonb not null default '{}'::jsonb
  check (jsonb_typeof(rnd_data) = 'object' and jsonb_typeof(coalesce(rnd_data -> 'projects', '[]')) = 'array');

create function private.rnd_data_from_amendments(a jsonb) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  names text[] := regexp_split_to_array(btrim(coalesce(a ->> 'projects.project_names', '')), '\s*\n\s*');
  descriptions text[] := regexp_split_to_array(btrim(coalesce(a ->> 'projects.project_descriptions', '')), '\s*\n\s*');
begin
  return jsonb_build_object(
    'tax_year', a -> 'tax-year.tax_year',
    'projects', coalesce((select jsonb_agg(jsonb_build_object('name', n.name, 'description', coalesce(descriptions[n.i], ''))
                                           order by n.i)
                          from unnest(names) with ordinality as n(name, i) where n.name <> ''), '[]'::jsonb));
end $$;
revoke execute on function private.rnd_data_from_amendments(jsonb) from public;

create function private.apply_approved_rnd_form() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.form_slug = 'rnd' and new.status = 'Approved' and old.status <> 'Approved' then
    update public.organizations set rnd_data = private.rnd_data_from_amendments(new.amendments)
    where id = new.organization_id;
  end if;
  return null;
end $$;
revoke execute on function private.apply_approved_rnd_form() from public, authenticated;
create trigger apply_approved_rnd_form after update of status on public.onboarding_form_submissions
  for each row execute function private.apply_approved_rnd_form();
