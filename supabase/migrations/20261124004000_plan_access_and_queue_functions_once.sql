/**
 * The access helpers every policy calls, the job queue's claim and wake-up, and the webhook connection look-up become
 * PL/pgSQL with their bodies unchanged. As SQL functions with `set search_path` Postgres never inlines them and
 * parses and plans their bodies again on every call: 0.15 ms for each claim of jobs, several times that under load,
 * and once per helper per statement for every policy check. PL/pgSQL plans a body once per session.
 *
 * Each body stays as written in the migration that created it (the single place to read it): this one only wraps it,
 * `return (<body>)` for a single value and `return query <body>` for a set, and asks for the SQL-function rule on
 * names (`#variable_conflict use_column`: a column wins over a parameter of the same name), so every answer is the
 * same. Each wrapped body answers at most one row (exists, coalesce, least or a look-up by key), as a scalar
 * `return (...)` requires.
 */
do $$
declare
  f regprocedure;
  def text;
  body text;
begin
  foreach f in array array[
    'private.app_role()', 'private.is_admin()', 'private.is_staff()', 'private.has_permission(public.user_permission)',
    'private.has_verified_factor()', 'private.meets_second_factor()', 'private.is_org_admin(uuid)',
    'private.is_org_bookkeeper(uuid)', 'private.is_org_reviewer(uuid)', 'private.is_org_staff(uuid)',
    'private.has_org_access(uuid)', 'private.can_edit_org(uuid)', 'private.can_see_user(uuid)',
    'private.org_data_permission(uuid, text, text)', 'private.readable_bank_accounts()',
    'private.reads_every_account_of(uuid)', 'private.ledger_readable_org_ids()', 'private.ledger_staff_org_ids()',
    'private.can_manage_banking(uuid)', 'private.can_read_banking(uuid)', 'private.is_banking_approver(uuid)',
    'private.banking_approval_layers(uuid)', 'private.claim_jobs(text[], integer)', 'private.next_job_wakeup(text[])',
    'private.find_webhook_connection(public.event_source, text)', 'public.quickbooks_connection_status(uuid)'
  ]::regprocedure[] loop
    def := pg_get_functiondef(f);
    body := rtrim(btrim((select prosrc from pg_proc where oid = f), E' \n\t'), ';');
    if position('LANGUAGE sql' in def) = 0 then
      raise exception '% is not an SQL function any more', f;
    end if;
    body := E'\n#variable_conflict use_column\nbegin\n  '
      || case when (select proretset from pg_proc where oid = f) then 'return query ' || body || ';'
              else 'return (' || body || E'\n  );' end
      || E'\nend\n';
    execute replace(split_part(def, 'AS $function$', 1), 'LANGUAGE sql', 'LANGUAGE plpgsql') || 'AS ' || quote_literal(body);
  end loop;
end $$;
