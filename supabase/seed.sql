-- Demo data for local development. Idempotent: runs on every `npm start`.
/**
 * Section: local only
 * The demo's sign-ins share a published password, so this refuses to run unless the local platform asked for it
 * (supabase/local/src/migrate.ts sets app.local_seed for its seeding session). `supabase db reset --linked` or
 * `db push --include-seed` against a hosted project therefore fails here, before any demo user exists; config.toml
 * also keeps `[db.seed] enabled = false`.
 */
do $$ begin
  if coalesce(current_setting('app.local_seed', true), '') <> 'on' then
    raise exception 'supabase/seed.sql is demo data for the local platform only (app.local_seed is not on): not seeding this database';
  end if;
end $$;

/** Section: demo sign-ins (password demo-password-1) */
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
select v.id::uuid, 'authenticated', 'authenticated', v.email, extensions.crypt('demo-password-1', extensions.gen_salt('bf', 10)), now(),
       '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('first_name', v.first, 'last_name', v.last)
from (values
  ('00000000-0000-4000-8000-000000000001', 'client@demo.test', 'Casey', 'Client'),
  ('00000000-0000-4000-8000-000000000002', 'client2@demo.test', 'Robin', 'Baker'),
  ('00000000-0000-4000-8000-000000000003', 'bookkeeper@demo.test', 'Blake', 'Keeper'),
  ('00000000-0000-4000-8000-000000000004', 'reviewer@demo.test', 'Riley', 'Reviewer'),
  ('00000000-0000-4000-8000-000000000005', 'admin@demo.test', 'Alex', 'Admin'),
  ('00000000-0000-4000-8000-000000000006', 'owner@demo.test', 'Oakley', 'Owner')
) as v(id, email, first, last)
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email), 'email'
from auth.users u where u.email like '%@demo.test'
on conflict (provider_id, provider) do nothing;

/** Section: roles, organizations and relations */
update public.users set role = v.role::public.user_role
from (values ('bookkeeper@demo.test', 'bookkeeper'), ('reviewer@demo.test', 'bookkeeper'), ('admin@demo.test', 'admin'), ('owner@demo.test', 'owner')) as v(email, role)
where users.email = v.email and users.role = 'user';

insert into public.organizations (id, legal_name) values
  ('10000000-0000-4000-8000-000000000001', 'Acme Robotics Inc.'),
  ('10000000-0000-4000-8000-000000000002', 'Birch Bakery LLC')
on conflict (id) do nothing;

insert into public.organization_members (organization_id, user_id, org_role) values
  ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 'admin'),
  ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002', 'admin')
on conflict do nothing;

insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', true)
on conflict do nothing;

insert into public.reviewer_assignments (organization_id, user_id) values
  ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004')
on conflict do nothing;
