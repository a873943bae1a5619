/**
 * How a payment is asked for, released, refused and recorded (docs/banking.md "In the product"). The API calls these
 * inside the caller's transaction (role authenticated, the caller's claims), so each checks who is asking with the
 * same helpers the policies use; the core's answer is recorded by the service role only. Words and rules that live in
 * TypeScript stay there: the functions answer codes (`not_found`, `closed` …) that the API turns into the messages
 * of shared/rules/banking.ts, and whether approvals release a payment is shared/rules/approval-layers.ts's call.
 */

/** Section: shapes shared by every answer (camelCase, micros as decimal strings, ISO times) */
create function private.banking_time(t timestamptz) returns text
language sql immutable set search_path = '' as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

create function private.banking_payment_json(p public.banking_payments) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p.id, 'organizationId', p.organization_id, 'idempotencyKey', p.idempotency_key, 'origin', p.origin,
    'rail', p.rail, 'transactionType', p.transaction_type, 'fromAccountId', p.from_account_id,
    'toAccountId', p.to_account_id, 'counterpartyId', p.counterparty_id, 'amountMicros', p.amount_micros::text,
    'description', p.description, 'status', p.status, 'approvalReason', p.approval_reason,
    'entryResult', p.entry_result, 'message', p.message, 'coreTransferId', p.core_transfer_id,
    'requestedBy', p.requested_by, 'decidedBy', p.decided_by, 'decidedAt', private.banking_time(p.decided_at),
    'submittedAt', private.banking_time(p.submitted_at), 'settledAt', private.banking_time(p.settled_at),
    'createdAt', private.banking_time(p.created_at), 'updatedAt', private.banking_time(p.updated_at),
    'approvedBy', coalesce((select jsonb_agg(a.user_id order by a.created_at) from public.payment_approvals a
                            where a.payment_id = p.id), '[]'::jsonb))
$$;

/** What the core is asked for a payment (POST /transfers), with the Idempotency-Key the core dedupes by. */
create function private.banking_transfer_request(p_payment uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'paymentId', p.id, 'connectionId', f.connection_id, 'organizationId', p.organization_id,
    -- the core's keys are the platform's: the organization makes a client's key unique among all clients
    'idempotencyKey', p.organization_id || ':' || p.idempotency_key,
    'body', jsonb_strip_nulls(jsonb_build_object('customer_id', k.external_id, 'type', p.transaction_type,
      'from_account_id', f.core_account_id,
      'to_account_id', t.core_account_id, 'counterparty_id', c.core_counterparty_id, 'amount', p.amount_micros::text,
      'description', p.description, 'user_id', p.requested_by)))
  from public.banking_payments p
  join public.banking_accounts f on f.id = p.from_account_id
  join public.provider_connections k on k.id = f.connection_id
  left join public.banking_accounts t on t.id = p.to_account_id
  left join public.banking_counterparties c on c.id = p.counterparty_id
  where p.id = p_payment
$$;

/** The organization's approval layers as shared/rules/approval-layers.ts reads them (deleted ones left out). */
create function private.banking_approval_layers(p_org uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'enabled', l.enabled,
      'minApprovals', l.min_approvals, 'deletedAt', private.banking_time(l.deleted_at),
      'memberIds', coalesce((select jsonb_agg(m.user_id order by m.created_at) from public.approval_layer_members m
                             where m.layer_id = l.id), '[]'::jsonb)) order by l.created_at), '[]'::jsonb)
  from public.approval_layers l where l.organization_id = p_org and l.deleted_at is null
$$;

/**
 * Section: asking for a payment
 * One call on the hot path: checks the caller, finds an earlier request with the same key (the same details answer
 * it again; other details are a conflict), checks the accounts and the payee, and applies the caller's limits. Within
 * them, the payment is stored `submitted` (and counted in the day's running total) for the API to send at once. Over
 * them, without p_allow_waiting, nothing is stored and the answer carries the approval layers, so the API can refuse
 * when none can approve; with it, the payment is stored `awaiting_approval`.
 * Outcomes: forbidden | replayed | conflict | invalid (problems [{path, code}]) | needs_approval | created.
 */
create function private.request_banking_payment(p_org uuid, p_key text, p_rail text, p_type text, p_from uuid,
  p_to uuid, p_counterparty uuid, p_amount bigint, p_description text, p_allow_waiting boolean default false,
  p_notify uuid[] default '{}', p_notice jsonb default '{}')
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
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
  return jsonb_build_object('outcome', 'created', 'payment', private.banking_payment_json(v_payment),
    'transfer', private.banking_transfer_request(v_payment.id));
end $$;

/**
 * Section: recording the core's answer (service role)
 * Only a payment still `submitted` takes an answer, so of concurrent retries of one request the first answer counts
 * and the rest read it. A payment the core refused leaves the day's running total. The sync job of the payment's
 * connection is queued (p_sync_job: {type, payload, key, runAt, options} built from its TypeScript definition).
 */
create function private.record_banking_submission(p_payment uuid, p_status text, p_transfer_id text,
  p_entry_result text, p_message text, p_sync_job jsonb default null, p_failed_message text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_p public.banking_payments;
  v_counted date;
  v_layer text;
begin
  select counted_on into v_counted from public.banking_payments where id = p_payment and status = 'submitted' for update;
  update public.banking_payments set status = p_status, core_transfer_id = coalesce(p_transfer_id, core_transfer_id),
    entry_result = p_entry_result, message = p_message,
    counted_on = case when p_status in ('rejected', 'failed') then null else counted_on end,
    settled_at = case when p_status = 'settled' then now() else settled_at end, updated_at = now()
  where id = p_payment and status = 'submitted'
  returning * into v_p;
  if not found then
    select * into v_p from public.banking_payments where id = p_payment;
    return private.banking_payment_json(v_p);
  end if;
  if p_status in ('rejected', 'failed') and v_counted is not null then
    update private.banking_daily_totals set amount_micros = greatest(0, amount_micros - v_p.amount_micros)
    where organization_id = v_p.organization_id and user_id = v_p.requested_by and day = v_counted;
  end if;
  if v_p.core_transfer_id is not null then
    -- entries a webhook or the poll stored before this answer was recorded belong to the payment too, and may say more
    update public.banking_entries set payment_id = v_p.id where transaction_id = v_p.core_transfer_id and payment_id is null;
    select e.layer into v_layer from public.banking_entries e
    where e.payment_id = v_p.id and e.banking_account_id = v_p.from_account_id and e.transaction_direction = 'Debit'
    order by e.sequence desc limit 1;
    if v_layer = 'Settled' and v_p.status = 'pending' then
      update public.banking_payments set status = 'settled', settled_at = now(), updated_at = now()
      where id = v_p.id returning * into v_p;
    elsif v_layer = 'Failed' and v_p.status in ('pending', 'settled') then
      update public.banking_payments set status = 'failed', message = coalesce(p_failed_message, message), updated_at = now()
      where id = v_p.id returning * into v_p;
    end if;
  end if;
  if p_sync_job is not null then
    perform private.enqueue_job(p_sync_job ->> 'type', p_sync_job -> 'payload', p_sync_job ->> 'key',
      v_p.organization_id, (p_sync_job ->> 'runAt')::timestamptz, p_sync_job -> 'options');
  end if;
  return private.banking_payment_json(v_p);
end $$;

/**
 * Section: approving, denying, cancelling
 * An approver (a member of one of the organization's layers, not the requester) approves a waiting payment. The
 * payment row is locked first, so approvals arriving together are taken one after another and the answer carries
 * every approval so far with the layers; the API then asks approvalsSatisfied and releases the payment with
 * release_banking_payment in the same transaction, which only a payment still waiting passes: released once.
 * Outcomes: not_found | forbidden | own_payment | not_waiting | approved.
 */
create function private.approve_banking_payment(p_payment uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_p public.banking_payments;
begin
  select * into v_p from public.banking_payments where id = p_payment for update;
  if not found or not private.can_read_banking(v_p.organization_id) then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  if not private.is_banking_approver(v_p.organization_id) then
    return jsonb_build_object('outcome', 'forbidden');
  end if;
  if v_p.requested_by = v_uid then
    return jsonb_build_object('outcome', 'own_payment');
  end if;
  if v_p.status <> 'awaiting_approval' then
    return jsonb_build_object('outcome', 'not_waiting', 'payment', private.banking_payment_json(v_p));
  end if;
  insert into public.payment_approvals (payment_id, organization_id, user_id) values (v_p.id, v_p.organization_id, v_uid)
  on conflict (payment_id, user_id) do nothing;
  return jsonb_build_object('outcome', 'approved', 'payment', private.banking_payment_json(v_p),
    'layers', private.banking_approval_layers(v_p.organization_id),
    'approverIds', (select jsonb_agg(a.user_id) from public.payment_approvals a where a.payment_id = v_p.id));
end $$;

create function private.release_banking_payment(p_payment uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_p public.banking_payments;
begin
  update public.banking_payments set status = 'submitted', submitted_at = now(), decided_by = (select auth.uid()),
    decided_at = now(), updated_at = now()
  where id = p_payment and status = 'awaiting_approval' and private.is_banking_approver(organization_id)
  returning * into v_p;
  if not found then return null; end if;
  return jsonb_build_object('payment', private.banking_payment_json(v_p), 'transfer', private.banking_transfer_request(v_p.id));
end $$;

/**
 * Deny (an approver other than the requester) or cancel (the requester, or a banking admin) a waiting payment.
 * Outcomes: not_found | forbidden | own_payment | not_waiting | done.
 */
create function private.decide_banking_payment(p_payment uuid, p_decision text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_p public.banking_payments;
begin
  select * into v_p from public.banking_payments where id = p_payment for update;
  if not found or not private.can_read_banking(v_p.organization_id) then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  if p_decision = 'deny' then
    if not private.is_banking_approver(v_p.organization_id) then return jsonb_build_object('outcome', 'forbidden'); end if;
    if v_p.requested_by = v_uid then return jsonb_build_object('outcome', 'own_payment'); end if;
  elsif p_decision = 'cancel' then
    if not private.can_use_banking(v_p.organization_id)
       or (v_p.requested_by is distinct from v_uid and not private.can_manage_banking(v_p.organization_id)) then
      return jsonb_build_object('outcome', 'forbidden');
    end if;
  else
    raise exception 'Unknown decision %', p_decision;
  end if;
  if v_p.status <> 'awaiting_approval' then
    return jsonb_build_object('outcome', 'not_waiting', 'payment', private.banking_payment_json(v_p));
  end if;
  update public.banking_payments set status = case p_decision when 'deny' then 'denied' else 'cancelled' end,
    decided_by = v_uid, decided_at = now(), updated_at = now()
  where id = p_payment returning * into v_p;
  return jsonb_build_object('outcome', 'done', 'payment', private.banking_payment_json(v_p));
end $$;

/**
 * Section: top-offs
 * Approving or declining a proposed top-off: banking admins and approvers, while the auto-transfer flag is on. An
 * approved top-off is then executed by the API as a book transfer (service role).
 * Outcomes: not_found | forbidden | not_waiting | done.
 */
create function private.decide_top_off(p_top_off uuid, p_decision text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_t public.top_offs;
begin
  select * into v_t from public.top_offs where id = p_top_off for update;
  if not found or not private.can_read_banking(v_t.organization_id) then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  if not private.flag_enabled(v_t.organization_id, 'auto-transfer')
     or not (private.can_manage_banking(v_t.organization_id) or private.is_banking_approver(v_t.organization_id)) then
    return jsonb_build_object('outcome', 'forbidden');
  end if;
  if v_t.status <> 'pending_approval' then
    return jsonb_build_object('outcome', 'not_waiting', 'topOffId', v_t.id, 'status', v_t.status);
  end if;
  update public.top_offs set status = case p_decision when 'approve' then 'approved' else 'declined' end,
    decided_by = (select auth.uid()), decided_at = now(), updated_at = now()
  where id = p_top_off returning * into v_t;
  return jsonb_build_object('outcome', 'done', 'topOffId', v_t.id, 'status', v_t.status);
end $$;

revoke execute on all functions in schema private from public;
grant execute on function private.banking_time(timestamptz), private.banking_payment_json(public.banking_payments)
  to authenticated, service_role;
grant execute on function private.request_banking_payment(uuid, text, text, text, uuid, uuid, uuid, bigint, text, boolean, uuid[], jsonb),
  private.approve_banking_payment(uuid), private.release_banking_payment(uuid), private.decide_banking_payment(uuid, text),
  private.decide_top_off(uuid, text)
  to authenticated, service_role;
grant execute on function private.banking_transfer_request(uuid), private.banking_approval_layers(uuid),
  private.record_banking_submission(uuid, text, text, text, text, jsonb, text) to service_role;
