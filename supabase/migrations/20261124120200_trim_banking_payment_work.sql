/**
 * Less work in every payment's statements (docs/banking.md "Performance"), the rules unchanged:
 * - The caller's id is read as an expression (auth.uid()), not a query: in PL/pgSQL a `(select …)` is a query of its
 *   own to start and end, in the audit triggers (by row and by statement) and in each payment request.
 * - A new payment on its way to the core comes back from private.request_banking_payment without its JSON: the API
 *   answers with the payment as the core's answer left it (private.record_banking_submission builds that JSON), and
 *   reads it again only when no answer came. Waiting, replayed and refused payments still carry theirs.
 * - A payment's counterparty (ACH, wire, RTP) and its receiving account (book transfers) are indexed only when set:
 *   a book transfer wrote an index entry for its empty counterparty, an ACH payment one for its empty receiving
 *   account, at its insert and at each update. The foreign keys' look-ups ask for a value, which the partial
 *   indexes answer.
 */
create or replace function private.write_audit_log() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) - coalesce(tg_argv, '{}') end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) - coalesce(tg_argv, '{}') end;
  org text;
begin
  if tg_op = 'UPDATE' and old_row - 'updated_at' = new_row - 'updated_at' then return null; end if;
  org := case when tg_table_name = 'organizations' then coalesce(new_row ->> 'id', old_row ->> 'id')
              else coalesce(new_row ->> 'organization_id', old_row ->> 'organization_id') end;
  insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
  values (uid, org::uuid, case when uid is null then 'system' else 'user' end::public.audit_actor,
          lower(tg_op) || ' ' || tg_table_name, left(current_query(), 4000),
          jsonb_strip_nulls(jsonb_build_object('old', old_row, 'new', new_row)), 1);
  return null;
end $$;

create or replace function private.write_audit_log_rows() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  actor public.audit_actor := case when uid is null then 'system' else 'user' end;
  secret text[] := coalesce(tg_argv, '{}');
  action text := lower(tg_op) || ' ' || tg_table_name;
  query text := left(current_query(), 4000);
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
    select uid, (r ->> 'organization_id')::uuid, actor, action, query, jsonb_strip_nulls(jsonb_build_object('new', r)), 1
    from (select to_jsonb(n) - secret as r from new_rows n) x;
  elsif tg_op = 'DELETE' then
    insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
    select uid, (r ->> 'organization_id')::uuid, actor, action, query, jsonb_strip_nulls(jsonb_build_object('old', r)), 1
    from (select to_jsonb(o) - secret as r from old_rows o) x;
  else
    insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
    select uid, coalesce(nr ->> 'organization_id', orow ->> 'organization_id')::uuid, actor, action, query,
           jsonb_strip_nulls(jsonb_build_object('old', orow, 'new', nr)), 1
    from (select to_jsonb(o) - secret as orow, to_jsonb(n) - secret as nr from old_rows o join new_rows n on n.id = o.id) x
    where orow - 'updated_at' <> nr - 'updated_at';
  end if;
  return null;
end $$;

create or replace function private.request_banking_payment(p_org uuid, p_key text, p_rail text, p_type text, p_from uuid,
  p_to uuid, p_counterparty uuid, p_amount bigint, p_description text, p_allow_waiting boolean default false,
  p_notify uuid[] default '{}', p_notice jsonb default '{}')
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_day date := (now() at time zone 'UTC')::date;
  v_existing public.banking_payments;
  v_payment public.banking_payments;
  v_from public.banking_accounts;
  v_to public.banking_accounts;
  v_limits public.banking_user_limits;
  v_problems jsonb := '[]'::jsonb;
  v_reason text;
  v_total bigint;
begin
  if v_uid is null or not private.can_use_banking(p_org) then
    return jsonb_build_object('outcome', 'forbidden');
  end if;
  -- requests with one key wait for each other here, so a retry finds the first request's payment
  perform pg_advisory_xact_lock(hashtextextended(p_org::text || ':' || p_key, 0));
  select * into v_existing from public.banking_payments where organization_id = p_org and idempotency_key = p_key;
  if found then
    return jsonb_build_object(
      'outcome', case when (v_existing.rail, v_existing.from_account_id, v_existing.to_account_id, v_existing.counterparty_id,
                            v_existing.amount_micros, v_existing.description)
                      is not distinct from (p_rail, p_from, p_to, p_counterparty, p_amount, p_description)
                 then 'replayed' else 'conflict' end,
      'payment', private.banking_payment_json(v_existing),
      'transfer', private.banking_transfer_request(v_existing.id));
  end if;

  select * into v_from from public.banking_accounts where id = p_from and organization_id = p_org;
  if not found then
    v_problems := v_problems || jsonb_build_object('path', 'fromAccountId', 'code', 'not_found');
  elsif v_from.status <> 'open' then
    v_problems := v_problems || jsonb_build_object('path', 'fromAccountId', 'code', 'closed');
  end if;
  if p_rail = 'book' then
    select * into v_to from public.banking_accounts where id = p_to and organization_id = p_org;
    if not found then
      v_problems := v_problems || jsonb_build_object('path', 'toAccountId', 'code', 'not_found');
    elsif v_to.status <> 'open' then
      v_problems := v_problems || jsonb_build_object('path', 'toAccountId', 'code', 'closed');
    elsif v_to.id = p_from then
      v_problems := v_problems || jsonb_build_object('path', 'toAccountId', 'code', 'same_account');
    end if;
  elsif not exists (select 1 from public.banking_counterparties c where c.id = p_counterparty and c.organization_id = p_org) then
    v_problems := v_problems || jsonb_build_object('path', 'counterpartyId', 'code', 'not_found');
  end if;
  if jsonb_array_length(v_problems) > 0 then
    return jsonb_build_object('outcome', 'invalid', 'problems', v_problems);
  end if;

  select * into v_limits from public.banking_user_limits where organization_id = p_org and user_id = v_uid;
  if v_limits.per_payment_limit_micros is not null and p_amount > v_limits.per_payment_limit_micros then
    v_reason := 'per_payment_limit';
  elsif v_limits.daily_limit_micros is not null then
    if p_amount > v_limits.daily_limit_micros then
      v_reason := 'daily_limit';
    else
      -- counted only when the day's total stays within the limit; the row lock orders the person's payments
      insert into private.banking_daily_totals as t (organization_id, user_id, day, amount_micros)
      values (p_org, v_uid, v_day, p_amount)
      on conflict (organization_id, user_id, day) do update set amount_micros = t.amount_micros + excluded.amount_micros
        where t.amount_micros + excluded.amount_micros <= v_limits.daily_limit_micros
      returning t.amount_micros into v_total;
      if v_total is null then v_reason := 'daily_limit'; end if;
    end if;
  end if;
  if v_reason is not null and not p_allow_waiting then
    return jsonb_build_object('outcome', 'needs_approval', 'reason', v_reason,
      'perPaymentLimitMicros', v_limits.per_payment_limit_micros::text, 'dailyLimitMicros', v_limits.daily_limit_micros::text,
      'layers', private.banking_approval_layers(p_org));
  end if;

  insert into public.banking_payments (organization_id, idempotency_key, rail, transaction_type, from_account_id,
    to_account_id, counterparty_id, amount_micros, description, status, approval_reason, requested_by, counted_on, submitted_at)
  values (p_org, p_key, p_rail, p_type, p_from, case when p_rail = 'book' then p_to end,
    case when p_rail <> 'book' then p_counterparty end, p_amount, p_description,
    case when v_reason is null then 'submitted' else 'awaiting_approval' end, v_reason, v_uid,
    case when v_total is not null then v_day end, case when v_reason is null then now() end)
  returning * into v_payment;
  if v_payment.status = 'awaiting_approval' then
    -- the approvers the API found in the valid layers (never the requester) are told, with the words it chose
    insert into public.notifications (user_id, organization_id, type, metadata)
    select u, p_org, 'custom-message', p_notice || jsonb_build_object('paymentId', v_payment.id)
    from unnest(p_notify) u where u <> v_uid
      and exists (select 1 from public.approval_layer_members m where m.user_id = u and m.organization_id = p_org);
  end if;
  -- a payment on its way to the core is answered by the core's answer, recorded: its JSON here would go unread
  if v_payment.status = 'submitted' then
    return jsonb_build_object('outcome', 'created', 'transfer', private.banking_transfer_request(v_payment.id));
  end if;
  return jsonb_build_object('outcome', 'created', 'payment', private.banking_payment_json(v_payment),
    'transfer', private.banking_transfer_request(v_payment.id));
end $$;

drop index public.banking_payments_counterparty_id_idx;
create index banking_payments_counterparty_id_idx on public.banking_payments (counterparty_id)
  where counterparty_id is not null;
drop index public.banking_payments_to_account_id_idx;
create index banking_payments_to_account_id_idx on public.banking_payments (to_account_id)
  where to_account_id is not null;
