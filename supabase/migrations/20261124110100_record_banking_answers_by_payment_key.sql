/**
 * private.record_banking_submission (20261124001200) found its payment by `id = p_payment and status = 'submitted'`.
 * The planner answered both clauses from the partial index of open payments (banking_payments_waiting_idx, on
 * organization and status): it read every entry of that index with status submitted and filtered by id. That index
 * keeps an entry for each version of a payment that was ever open until vacuum removes the dead ones, so under a
 * stream of payments each answer read thousands of them (0.3 ms a payment early in the banking benchmark, growing
 * with the run). The payment is now found by its primary key alone, locked, and its status checked in the function:
 * the same rule (only a payment still submitted takes an answer; the rest read the first one), one key look-up.
 */
create or replace function private.record_banking_submission(p_payment uuid, p_status text, p_transfer_id text,
  p_entry_result text, p_message text, p_sync_job jsonb default null, p_failed_message text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_p public.banking_payments;
  v_counted date;
  v_layer text;
begin
  select * into v_p from public.banking_payments where id = p_payment for update;
  if not found or v_p.status <> 'submitted' then
    return private.banking_payment_json(v_p);
  end if;
  v_counted := v_p.counted_on;
  update public.banking_payments set status = p_status, core_transfer_id = coalesce(p_transfer_id, core_transfer_id),
    entry_result = p_entry_result, message = p_message,
    counted_on = case when p_status in ('rejected', 'failed') then null else counted_on end,
    settled_at = case when p_status = 'settled' then now() else settled_at end, updated_at = now()
  where id = p_payment
  returning * into v_p;
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
