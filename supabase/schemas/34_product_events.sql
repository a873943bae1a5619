/**
 * The product's own events (accounting §4, source `haven`) that a person's request causes: `update-qb-entity` when a
 * categorisation write-back updates a QuickBooks purchase, deposit or journal entry, and `calendly-event-upsert` when
 * an organization's onboarding call is booked. Requests run as the person, who may not call private.emit_event (the
 * service role's); this definer function emits for them, only these two types, only for an organization they may
 * act on (its staff for a ledger write, anyone with access for a booking). The dedupe key makes a repeat emit nothing.
 * Subscribers: edge-functions/jobs/definitions (docs/events.md).
 */
create function private.emit_product_event(p_org uuid, p_event_type text, p_payload jsonb, p_dedupe_key text)
returns uuid
language plpgsql security definer set search_path = '' as $$
begin
  if p_event_type not in ('update-qb-entity', 'calendly-event-upsert') then
    raise exception 'Not a product event: %', p_event_type using errcode = '22023';
  end if;
  if (select auth.uid()) is not null and not (
       (p_event_type = 'update-qb-entity' and private.is_org_staff(p_org))
       or (p_event_type = 'calendly-event-upsert' and private.has_org_access(p_org))) then
    raise exception 'Not allowed to announce changes of this organization' using errcode = '42501';
  end if;
  -- a write-back to the built-in ledger is no QuickBooks update
  if p_event_type = 'update-qb-entity' and not exists (
       select 1 from public.provider_connections c
       where c.organization_id = p_org and c.provider = 'quickbooks' and c.status = 'active') then
    return null;
  end if;
  return private.emit_event('haven', p_event_type, p_payload, p_dedupe_key, p_org, null);
end $$;
revoke execute on function private.emit_product_event(uuid, text, jsonb, text) from public, anon;
grant execute on function private.emit_product_event(uuid, text, jsonb, text) to authenticated, service_role;
