/**
 * Sales tax: the Stripe feed (docs/sales-tax.md "Line items"; the line items table is 21_sales_tax.sql's). Its own
 * file because it reads two Stripe tables: public.stripe_objects (17_payment_providers.sql) and
 * public.stripe_invoice_lines (34_stripe_revenue.sql), both written by the Stripe ingest and its webhook handler.
 *
 * Every line of a Stripe invoice becomes a 'stripe' line item, rewritten whole per invoice, exactly once per line: a
 * replayed delivery (which changes no row) changes nothing. transaction_id is the in_… id, line_item_id the il_… id
 * (`line-N`, N counting from 1, when Stripe gave none). Which lines:
 * - the lines Stripe embeds in the invoice (raw->'lines'->'data', its first ten), with everything Stripe says of them;
 * - when the invoice says `lines.has_more`, also the rest as the ingest stores them in stripe_invoice_lines after
 *   paging /v1/invoices/:id/lines (position ≥ 10). Without has_more the embedded list is the whole invoice, so a
 *   stored line it no longer has (an edited draft) is not counted.
 * A line's tax is its own `taxes` (or older `tax_amounts`) when Stripe itemised it; the invoice's tax not itemised
 * that way is shared out by amount over the other lines (a stored line carries no tax detail), to the cent by
 * running sums in invoice order. Draft and void invoices are not sales; only USD invoices to a US state count, since
 * the nexus thresholds are dollars. A line of a subscription invoice, or a line with a recurring price or a service
 * period of some length, is a service (software sold as a service); another line is a product.
 */

/** Section: the feed, per invoice */
create function private.sales_tax_feed_stripe(object_ids uuid[]) returns void
language sql security definer set search_path = '' as $$
  delete from public.sales_tax_line_items t
   using public.stripe_objects o
   where o.id = any (object_ids) and o.kind = 'invoice' and t.organization_id = o.organization_id
     and t.provider = 'stripe' and t.transaction_id = o.external_id;
  with invoices as (
    select o.organization_id, o.external_id, o.tax_cents, o.customer_address, o.customer_id,
           o.raw ->> 'subscription' as subscription, o.raw ->> 'customer_name' as customer_name,
           o.raw ->> 'customer_email' as customer_email, upper(btrim(o.customer_state)) as state, (o.provider_created_at at time zone 'UTC')::date as txn_date,
           case when jsonb_typeof(o.raw -> 'lines' -> 'data') = 'array' then o.raw -> 'lines' -> 'data'
                else '[]' end as embedded,
           coalesce((o.raw -> 'lines' ->> 'has_more')::boolean, false) as has_more
      from public.stripe_objects o
     where o.id = any (object_ids) and o.kind = 'invoice' and coalesce(o.status, '') not in ('draft', 'void')
       and o.currency = 'USD'
  ), all_lines as (
    -- the embedded lines, keyed as the ingest stores them (the id, else "<invoice>:<0-based position>")
    select i.organization_id, i.external_id, l.ordinality - 1 as position,
           coalesce(l.value ->> 'id', i.external_id || ':' || (l.ordinality - 1)) as line_key,
           left(coalesce(l.value ->> 'id', 'line-' || l.ordinality), 100) as line_item_id,
           l.value ->> 'description' as description,
           coalesce((l.value ->> 'amount_excluding_tax')::bigint, (l.value ->> 'amount')::bigint, 0) as net,
           case when jsonb_typeof(coalesce(l.value -> 'taxes', l.value -> 'tax_amounts')) = 'array' then
             (select coalesce(sum((t.value ->> 'amount')::bigint), 0)
                from jsonb_array_elements(coalesce(l.value -> 'taxes', l.value -> 'tax_amounts')) t) end as own_tax,
           (select sum((t.value ->> 'taxable_amount')::bigint)
              from jsonb_array_elements(coalesce(l.value -> 'taxes', l.value -> 'tax_amounts')) t
             where jsonb_typeof(coalesce(l.value -> 'taxes', l.value -> 'tax_amounts')) = 'array') as own_taxable,
           l.value ->> 'subscription' is not null
             or jsonb_typeof(l.value -> 'price' -> 'recurring') = 'object'
             or l.value ->> 'type' = 'subscription'
             or coalesce((l.value -> 'period' ->> 'end')::bigint > (l.value -> 'period' ->> 'start')::bigint, false)
             as recurring
      from invoices i
      cross join lateral jsonb_array_elements(i.embedded) with ordinality as l(value, ordinality)
    union all
    -- the lines Stripe did not embed, as the ingest's line paging stored them
    select i.organization_id, i.external_id, s.position, s.line_id,
           case when s.line_id = i.external_id || ':' || s.position then 'line-' || (s.position + 1)
                else left(s.line_id, 100) end,
           s.description, s.amount_cents, null, null,
           coalesce(s.period_end > s.period_start, false)
      from invoices i
      join public.stripe_invoice_lines s on s.organization_id = i.organization_id and s.invoice_id = i.external_id
     where i.has_more
       and not exists (select 1 from jsonb_array_elements(i.embedded) with ordinality as e(value, ordinality)
                        where coalesce(e.value ->> 'id', i.external_id || ':' || (e.ordinality - 1)) = s.line_id)
  ), rest as (
    -- per invoice: the tax Stripe did not itemise on a line, and what the line items say of the invoice (carried
    -- along, not joined back: a CTE has no statistics, and a join estimated at one row became a nested loop over
    -- every line and every invoice of the batch, 2 s per 2,000 invoices)
    select i.organization_id, i.external_id, i.txn_date, i.state, i.customer_address, i.customer_id, i.subscription,
           i.customer_name, i.customer_email, coalesce(i.tax_cents, 0) - coalesce(sum(a.own_tax), 0) as tax
      from invoices i
      left join all_lines a on a.organization_id = i.organization_id and a.external_id = i.external_id
     group by i.organization_id, i.external_id, i.tax_cents, i.txn_date, i.state, i.customer_address, i.customer_id,
              i.subscription, i.customer_name, i.customer_email
  ), shared as (
    select a.*, r.txn_date, r.state, r.customer_address, r.customer_id, r.subscription, r.customer_name,
           r.customer_email, coalesce(a.own_tax,
             coalesce((floor(r.tax::numeric * sum(a.net) filter (where a.own_tax is null) over w
                             / nullif(sum(a.net) filter (where a.own_tax is null) over inv, 0))
                       - floor(r.tax::numeric * (sum(a.net) filter (where a.own_tax is null) over w - a.net)
                               / nullif(sum(a.net) filter (where a.own_tax is null) over inv, 0)))::bigint, 0))
             as line_tax
      from all_lines a
      join rest r on r.organization_id = a.organization_id and r.external_id = a.external_id
    window w as (partition by a.organization_id, a.external_id order by a.position, a.line_key),
           inv as (partition by a.organization_id, a.external_id)
  )
  insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, name, txn_date,
    amount_cents, amount_excluding_tax_cents, taxable_amount_cents, tax_owed_cents, tax_collected_cents,
    tax_rate_micros, type, state, city, customer)
  select s.organization_id, 'stripe', s.external_id, s.line_item_id,
         left(coalesce(s.description, 'Stripe invoice line'), 500), s.txn_date,
         s.net + s.line_tax, s.net, coalesce(s.own_taxable, case when s.line_tax <> 0 then s.net else 0 end),
         s.line_tax, s.line_tax,
         least(1000000, greatest(0, coalesce(round(s.line_tax * 1000000.0
           / nullif(coalesce(s.own_taxable, case when s.line_tax <> 0 then s.net else 0 end), 0)), 0)))::integer,
         case when s.subscription is not null or s.recurring then 'service' else 'product' end,
         s.state, left(nullif(btrim(s.customer_address ->> 'city'), ''), 255),
         jsonb_strip_nulls(jsonb_build_object('id', s.customer_id, 'name', s.customer_name,
           'email', s.customer_email, 'address', s.customer_address))
    from shared s
   where s.state ~ '^[A-Z]{2}$'
  on conflict (organization_id, provider, transaction_id, line_item_id) do nothing;
$$;
revoke execute on function private.sales_tax_feed_stripe(uuid[]) from public, anon, authenticated;

/** Section: when the invoice is written */
create function private.sales_tax_stripe_objects_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sales_tax_feed_stripe(array(select id from changed where kind = 'invoice'));
  return null;
end $$;
create trigger sales_tax_feed_after_insert after insert on public.stripe_objects
  referencing new table as changed for each statement execute function private.sales_tax_stripe_objects_changed();
create trigger sales_tax_feed_after_update after update on public.stripe_objects
  referencing new table as changed for each statement execute function private.sales_tax_stripe_objects_changed();

/**
 * Section: when its lines are written
 * Statement triggers with transition tables, so the ingest's bulk insert of lines runs the feed once per statement,
 * and only for invoices with more lines than they embed: the others were fed whole when the invoice was written.
 */
create function private.sales_tax_stripe_lines_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sales_tax_feed_stripe(array(
    select o.id
      from (select distinct organization_id, invoice_id from changed) c
      join public.stripe_objects o on o.organization_id = c.organization_id and o.kind = 'invoice'
       and o.external_id = c.invoice_id
     where coalesce((o.raw -> 'lines' ->> 'has_more')::boolean, false)));
  return null;
end $$;
create trigger sales_tax_feed_after_insert after insert on public.stripe_invoice_lines
  referencing new table as changed for each statement execute function private.sales_tax_stripe_lines_changed();
create trigger sales_tax_feed_after_update after update on public.stripe_invoice_lines
  referencing new table as changed for each statement execute function private.sales_tax_stripe_lines_changed();
create trigger sales_tax_feed_after_delete after delete on public.stripe_invoice_lines
  referencing old table as changed for each statement execute function private.sales_tax_stripe_lines_changed();
