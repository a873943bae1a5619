-- The access matrices (01, 03) ask one question thousands of times: "caller X runs statement S: was it done, refused,
-- or did something else go wrong?". tests.access_attempt answers it in one place, so no matrix can count a broken
-- policy or a missing column as a refusal. It is installed outside the transaction (like pgTAP) for the files after
-- this one; the assertions below prove its answers, including that any other error fails.
create extension if not exists pgtap with schema extensions;
create schema if not exists tests;
revoke all on schema tests from public;

/**
 * Runs `stmt` as `role` ('anon' or 'authenticated', with `sub` as auth.uid()), or with role null as the session user
 * (the migration owner, whom RLS does not restrict; `sub` still sets auth.uid() for guards and helpers), undoes it,
 * and says what happened:
 *   'allowed'  no error and exactly one row: the count(*) a read returns, or the rows a write affected
 *   'refused'  SQLSTATE 42501 (no privilege, "new row violates row-level security policy", or a guard trigger), or
 *              no row for a read, update or delete (RLS filtered it). Every access guard in supabase/schemas
 *              raises 42501 (`using errcode = '42501'`), so no other code counts as a refusal; the guards' other
 *              codes (23514 checks, P0001 "already completed") are data rules, not access rules.
 *   anything else, which no expectation matches: 'error <SQLSTATE>: <message>', or '<n> rows' (more than one row,
 *              or an insert that inserted nothing).
 * Reads and function calls (any op but insert/update/delete) must be written as one `select count(*) …`.
 */
create or replace function tests.access_attempt(op text, stmt text, role text, sub uuid default null) returns text
language plpgsql as $$
declare
  n bigint;
  state text;
  msg text;
begin
  begin
    perform set_config('request.jwt.claims', case when sub is null then json_build_object('role', coalesce(role, 'service_role'))
      else json_build_object('sub', sub, 'role', coalesce(role, 'authenticated')) end::text, true);
    if role is not null then perform set_config('role', role, true); end if;
    if op in ('insert', 'update', 'delete') then execute stmt; get diagnostics n = row_count; else execute stmt into n; end if;
    -- undo the attempt (and the role) by leaving the block with an error that carries the row count out
    raise exception using errcode = 'P0099', message = coalesce(n, 0)::text;
  exception when others then
    get stacked diagnostics state = returned_sqlstate, msg = message_text;
  end;
  if state = 'P0099' then
    n := msg::bigint;
    return case when n = 1 then 'allowed' when n = 0 and op <> 'insert' then 'refused' else format('%s rows', n) end;
  end if;
  return case when state = '42501' then 'refused' else format('error %s: %s', state, msg) end;
end $$;
revoke all on function tests.access_attempt(text, text, text, uuid) from public;

/**
 * The matrices' shared run: every caller of the temp table `actors` (code, role, id) against every row of the temp
 * table `matrix` (tbl, op, stmt, allowed), one pgTAP assertion each. Statements name fixtures as `:NAME`, replaced
 * whole-word from the temp table `placeholders` (name, value). A caller in a row's `allowed` list, and the control
 * caller 'pg' (the migration owner), must be allowed; every other caller refused.
 */
create or replace function tests.fill_placeholders(stmt text) returns text language plpgsql as $$
declare p record;
begin
  for p in select name, value from placeholders loop
    stmt := regexp_replace(stmt, ':' || p.name || '\M', p.value, 'g');
  end loop;
  return stmt;
end $$;

create or replace function tests.run_access_matrix() returns setof text language plpgsql as $$
declare r record;
begin
  for r in
    select m.op, m.stmt, m.tbl, a.code, a.role, a.id,
           case when a.code = 'pg' or a.code = any (string_to_array(m.allowed, ' ')) then 'allowed' else 'refused' end as want
    from matrix m cross join actors a
    order by m.tbl, m.op, a.code
  loop
    return next is(tests.access_attempt(r.op, tests.fill_placeholders(r.stmt), r.role, r.id), r.want,
                   format('%s %s %s: %s', r.code, r.op, r.tbl, r.want));
  end loop;
end $$;
revoke all on function tests.fill_placeholders(text), tests.run_access_matrix() from public;

/** Section: the answers, on a scratch table with one policy (rolled back with the file) */
begin;
select plan(11);

create table tests.probe (id int primary key, owner uuid not null, amount int not null check (amount >= 0));
create function tests.probe_guard() returns trigger language plpgsql as $$
begin
  if new.amount = 13 then raise exception 'unlucky amount' using errcode = 'P0001'; end if;
  return new;
end $$;
create trigger probe_guard before update on tests.probe for each row execute function tests.probe_guard();
alter table tests.probe enable row level security;
grant usage on schema tests to authenticated, anon;
grant select, insert, update on tests.probe to authenticated;
create policy "Owners use their probes" on tests.probe for all to authenticated
  using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
insert into tests.probe values (1, 'f0000000-0000-4000-8000-000000000001', 1), (2, 'f0000000-0000-4000-8000-000000000001', 2),
  (3, 'f0000000-0000-4000-8000-000000000002', 3);

select is(tests.access_attempt('update', 'update tests.probe set amount = 5 where id = 1', 'authenticated', 'f0000000-0000-4000-8000-000000000001'),
  'allowed', 'one row changed by its owner is allowed');
select is((select amount from tests.probe where id = 1), 1, '... and undone afterwards');
select is(current_user::text, 'postgres', '... and the role is back to the session user');
select is(tests.access_attempt('select', 'select count(*) from tests.probe where id = 3', 'authenticated', 'f0000000-0000-4000-8000-000000000001'),
  'refused', 'a read RLS filters to nothing is refused');
select is(tests.access_attempt('insert', 'insert into tests.probe values (4, ''f0000000-0000-4000-8000-000000000002'', 4)', 'authenticated', 'f0000000-0000-4000-8000-000000000001'),
  'refused', 'an insert RLS rejects (42501, new row violates row-level security policy) is refused');
select is(tests.access_attempt('delete', 'delete from tests.probe where id = 1', 'authenticated', 'f0000000-0000-4000-8000-000000000001'),
  'refused', 'a write without the privilege (42501, permission denied) is refused');
select is(tests.access_attempt('update', 'update tests.probe set amont = 5 where id = 1', 'authenticated', 'f0000000-0000-4000-8000-000000000001'),
  'error 42703: column "amont" of relation "probe" does not exist', 'a missing column is an error, not a refusal');
select is(tests.access_attempt('update', 'update tests.probe set amount = -1 where id = 3', 'authenticated', 'f0000000-0000-4000-8000-000000000002'),
  'error 23514: new row for relation "probe" violates check constraint "probe_amount_check"', 'a constraint violation is an error, not a refusal');
select is(tests.access_attempt('update', 'update tests.probe set amount = 13 where id = 3', 'authenticated', 'f0000000-0000-4000-8000-000000000002'),
  'error P0001: unlucky amount', 'an exception a trigger raises with another code is an error, not a refusal');
select is(tests.access_attempt('update', 'update tests.probe set amount = 9', 'authenticated', 'f0000000-0000-4000-8000-000000000001'),
  '2 rows', 'a write that hits more than one row is neither allowed nor refused');
select is(tests.access_attempt('insert', 'insert into tests.probe select 5, owner, 5 from tests.probe where false', null),
  '0 rows', 'an insert that inserts nothing is not a refusal');

select * from finish();
rollback;
