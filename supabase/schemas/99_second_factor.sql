/**
 * Last, after every domain: the second-factor rule (private.require_second_factor, 01_tenancy.sql) on every table a
 * signed-in user reaches through a permissive policy and that does not have it yet, including storage.objects and
 * realtime.messages, which authorise through RLS too. A table whose domain forgot the one-line call still gets it,
 * and pgTAP (05-second-factor.sql) proves none is left without.
 */
do $$
declare
  t regclass;
begin
  for t in
    select distinct format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_policies p
    where p.schemaname in ('public', 'storage', 'realtime')
      and p.permissive = 'PERMISSIVE'
      and p.roles && array['authenticated', 'public']::name[]
      and not exists (select 1 from pg_policies r where r.schemaname = p.schemaname and r.tablename = p.tablename
        and r.policyname = 'Users with a second factor must have verified it in this session')
  loop
    perform private.require_second_factor(t);
  end loop;
end $$;
