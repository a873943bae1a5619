-- Every table in schemas public and private has row-level security on. Reads pg_class, so tables other domains add
-- later are covered without editing this file. Runs early (00), so it also installs pgTAP for the files after it;
-- whether each role reaches each table as it should is the access matrices' job (01, 03).
create extension if not exists pgtap with schema extensions;

begin;
select plan((select count(*)::int + 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')));

select ok(c.relrowsecurity, format('RLS is enabled on %I.%I', n.nspname, c.relname))
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
order by n.nspname, c.relname;

-- Secrets tables have RLS on and no policy at all for client roles.
select is_empty(
  $$ select policyname from pg_policies where schemaname = 'public' and tablename = 'provider_secrets' $$,
  'provider_secrets has no policies, so no client role can read or write it');

select * from finish();
rollback;
