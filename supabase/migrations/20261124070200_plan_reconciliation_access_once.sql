/**
 * private.can_read_reconciliation, which every reconciliation policy calls, becomes PL/pgSQL with its body unchanged,
 * for the reason and in the way of 20261124004000 (an SQL function with `set search_path` is parsed and planned on
 * every call). The wrapping is now one function, private.plan_once, so the next helper written in SQL is one call.
 */
create function private.plan_once(f regprocedure) returns void
language plpgsql set search_path = '' as $$
declare
  def text := pg_get_functiondef(f);
  body text := rtrim(btrim((select prosrc from pg_proc where oid = f), E' \n\t'), ';');
begin
  if position('LANGUAGE sql' in def) = 0 then
    raise exception '% is not an SQL function', f;
  end if;
  body := E'\n#variable_conflict use_column\nbegin\n  '
    || case when (select proretset from pg_proc where oid = f) then 'return query ' || body || ';'
            else 'return (' || body || E'\n  );' end
    || E'\nend\n';
  execute replace(split_part(def, 'AS $function$', 1), 'LANGUAGE sql', 'LANGUAGE plpgsql') || 'AS ' || quote_literal(body);
end $$;
revoke execute on function private.plan_once(regprocedure) from public, authenticated;

select private.plan_once('private.can_read_reconciliation(uuid)');
