/**
 * Rate limits for the API's public routes (invitation acceptance). Hosted edge functions are stateless and run as
 * many isolates at once, so a count kept in a function's memory would start again in each one: the counts live
 * here, one row per key, where every instance sees them. The API makes the keys (`<route>:<rule>:<sha256>`), so no
 * token or address is stored in the clear.
 */

/** Section: counters (no policy: only the function below reads or writes them) */
create table private.rate_limits (
  key text primary key check (length(key) <= 200),
  window_started_at timestamptz not null default now(),
  hits integer not null default 0
);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated;

/**
 * Section: counting
 * Counts one hit for the key and answers whether it is within `p_limit` hits in a window of `p_window` that starts
 * at the first hit after the previous window ended. One statement, so concurrent hits queue on the row and none is
 * lost.
 */
create function private.hit_rate_limit(p_key text, p_limit integer, p_window interval) returns boolean
language sql security definer set search_path = '' as $$
  insert into private.rate_limits as r (key, window_started_at, hits) values (p_key, now(), 1)
  on conflict (key) do update set
    window_started_at = case when r.window_started_at <= now() - p_window then now() else r.window_started_at end,
    hits = case when r.window_started_at <= now() - p_window then 1 else r.hits + 1 end
  returning hits <= p_limit
$$;
revoke execute on function private.hit_rate_limit(text, integer, interval) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, integer, interval) to service_role;

/** Section: housekeeping: a counter whose window ended a day ago says nothing any more */
create index rate_limits_window_started_at_idx on private.rate_limits (window_started_at);
select cron.schedule('rate-limits-purge', '41 * * * *', $$delete from private.rate_limits where window_started_at < now() - interval '1 day'$$);
