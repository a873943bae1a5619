/**
 * Recovery codes for the second factor (docs/security.md "Recovery codes"). Supabase Auth has none, so the product
 * keeps its own: ten one-time codes, shown once when a person turns two-step verification on and again whenever they
 * make a new set (which ends the old one), stored only as hashes.
 *
 * A code spent on a password-only (aal1) session records that session in private.second_factor_recoveries, and
 * private.meets_second_factor (01_tenancy.sql) reads it beside the token's aal: the session has passed its second
 * step for every policy, the API's check and Realtime alike, without a token of its own. Ending the session (signing
 * out, a ban) deletes the record with it.
 */

/** Section: the codes */
create table public.recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- SHA-256 of the user's id and the code: the code itself is shown once and kept nowhere
  code_hash text not null unique check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recovery_codes_user_id_idx on public.recovery_codes (user_id);

/** People see which of their own codes are spent (never the hashes); only the functions below write. */
alter table public.recovery_codes enable row level security;
create policy "People read the state of their own recovery codes" on public.recovery_codes for select to authenticated
  using (user_id = (select auth.uid()));
revoke all on public.recovery_codes from anon, authenticated;
grant select (id, user_id, used_at, created_at) on public.recovery_codes to authenticated;
grant select, insert, update, delete on public.recovery_codes to service_role;
select private.require_second_factor('public.recovery_codes');

/** Section: sessions that passed their second step with a code */
create table private.second_factor_recoveries (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- kept when a new set replaces the codes: the session stays recovered
  recovery_code_id uuid references public.recovery_codes (id) on delete set null,
  recovered_at timestamptz not null default now()
);
create index second_factor_recoveries_user_id_idx on private.second_factor_recoveries (user_id);
create index second_factor_recoveries_recovery_code_id_idx on private.second_factor_recoveries (recovery_code_id);

alter table private.second_factor_recoveries enable row level security;
revoke all on private.second_factor_recoveries from anon, authenticated;

/** Section: functions */

/** The token's session, if it names one (GoTrue's `session_id` claim). */
create function private.token_session_id() returns uuid
language sql stable set search_path = '' as $$
  select case when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (auth.jwt() ->> 'session_id')::uuid end
$$;

/** Whether the caller's session passed its second step with a recovery code (read by private.meets_second_factor). */
create function private.recovered_this_session() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.second_factor_recoveries r
    where r.session_id = (select private.token_session_id()) and r.user_id = (select auth.uid()))
$$;

/** Codes as people type them: case, spaces and dashes do not matter. */
create function private.recovery_code_hash(uid uuid, code text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(uid::text || ':' || upper(regexp_replace(code, '[^0-9A-Za-z]', '', 'g')), 'UTF8')), 'hex')
$$;

/**
 * A fresh code: 10 characters from 32 that cannot be misread (no 0/O, 1/I), 50 bits from gen_random_uuid's strong
 * random bytes (the version and variant bytes skipped), shown as XXXXX-XXXXX.
 */
create function private.new_recovery_code() returns text
language plpgsql volatile set search_path = '' as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
  code text := '';
  i integer;
begin
  foreach i in array array[0, 1, 2, 3, 4, 5, 9, 10, 11, 12] loop
    code := code || substr(alphabet, get_byte(bytes, i) % 32 + 1, 1);
  end loop;
  return substr(code, 1, 5) || '-' || substr(code, 6, 5);
end $$;

/**
 * Makes a new set of ten codes for the caller and returns them (the only time they are readable); the old set ends.
 * Only with two-step verification on and passed in this session: the codes stand in for the authenticator.
 */
create function public.regenerate_recovery_codes() returns text[]
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  codes text[] := '{}';
  code text;
begin
  if uid is null then raise exception 'Sign in first' using errcode = '42501'; end if;
  if not private.has_verified_factor() then
    raise exception 'Turn on two-step verification first: recovery codes stand in for your authenticator app'
      using errcode = '22023';
  end if;
  if not private.meets_second_factor() then
    raise exception 'Enter the code from your authenticator app to continue.' using errcode = '42501';
  end if;
  delete from public.recovery_codes where user_id = uid;
  for i in 1..10 loop
    code := private.new_recovery_code();
    insert into public.recovery_codes (user_id, code_hash) values (uid, private.recovery_code_hash(uid, code));
    codes := codes || code;
  end loop;
  insert into public.audit_log (user_id, actor, action, query_values)
  values (uid, 'user', 'create recovery codes', jsonb_build_object('codes', 10));
  return codes;
end $$;

/**
 * Spends one of the caller's codes on this session: the session passes its second step. Answers the outcome and how
 * many unspent codes remain. Wrong codes count against 10 tries per 5 minutes per person (the right code too is
 * refused while none are left), as wrong authenticator codes do.
 */
create function public.redeem_recovery_code(code text, out outcome text, out remaining integer)
language plpgsql volatile security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  sid uuid := private.token_session_id();
  spent uuid;
begin
  if uid is null or sid is null then raise exception 'Sign in first' using errcode = '42501'; end if;
  if not private.hit_rate_limit('recovery-code:' || uid, 10, interval '5 minutes') then
    outcome := 'rate_limited';
  else
    update public.recovery_codes set used_at = now()
    where user_id = uid and used_at is null and code_hash = private.recovery_code_hash(uid, coalesce(code, ''))
    returning id into spent;
    if spent is null then
      outcome := 'refused';
    else
      outcome := 'accepted';
      insert into private.second_factor_recoveries (session_id, user_id, recovery_code_id) values (sid, uid, spent)
      on conflict (session_id) do update set recovery_code_id = excluded.recovery_code_id, recovered_at = now();
    end if;
  end if;
  remaining := (select count(*)::int from public.recovery_codes r where r.user_id = uid and r.used_at is null);
  if outcome = 'accepted' then
    insert into public.audit_log (user_id, actor, action, query_values)
    values (uid, 'user', 'use recovery code', jsonb_build_object('remaining', remaining, 'session_id', sid));
  end if;
end $$;

revoke execute on function private.token_session_id() from public;
revoke execute on function private.recovered_this_session() from public;
revoke execute on function private.recovery_code_hash(uuid, text) from public;
revoke execute on function private.new_recovery_code() from public;
revoke execute on function public.regenerate_recovery_codes() from public, anon;
revoke execute on function public.redeem_recovery_code(text) from public, anon;
grant execute on function private.token_session_id() to authenticated, service_role;
grant execute on function private.recovered_this_session() to authenticated, service_role;
grant execute on function public.regenerate_recovery_codes() to authenticated;
grant execute on function public.redeem_recovery_code(text) to authenticated;
