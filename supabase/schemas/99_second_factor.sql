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
