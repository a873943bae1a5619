/**
 * A payment request checks the caller's second factor itself (private.meets_second_factor, the rule of
 * 20261123000200), so the API sends the request without asking the database about the caller's factors first: that
 * was a round trip ahead of every payment (docs/banking.md "Speed"). The answer for a caller who has a verified factor
 * and an aal1 token is the outcome `insufficient_aal`, stored nothing; the API answers it as it answers every route.
 */
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
  -- the API does not ask first for this request (edge-functions/_shared/auth.ts): a caller who has a verified factor
  -- and signed in without it is refused here, before anything else is looked at, as the API would refuse them
  if v_uid is not null and not private.meets_second_factor() then
    return jsonb_build_object('outcome', 'insufficient_aal');
  end if;
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
