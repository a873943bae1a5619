-- Demo: a living firm right after start, done the real way. Birch Bakery's seeded connection gets the same
-- `quickbooks-connected` event the OAuth callback emits, so the worker runs the real first sync against the sandbox
-- (`quickbooks.first-sync`, which then queues Birch's metrics); every organization with books and no metrics yet
-- (Acme on the built-in ledger, Birch before its sync finishes) gets a `metrics.compute-monthly` job. The jobs wait
-- in the queue until the worker starts. Idempotent: the event is keyed, metrics are queued only while an
-- organization has none, and a queued job of the same key is not added twice.
select private.emit_event('quickbooks', 'quickbooks-connected',
  jsonb_build_object('realmId', o.quickbooks_realm_id, 'organizationId', o.id, 'userId', null),
  'quickbooks-connected:seed:' || o.id || ':' || o.quickbooks_realm_id, o.id, null)
from public.organizations o
join public.provider_connections c on c.organization_id = o.id and c.provider = 'quickbooks' and c.status = 'active'
where o.id = '10000000-0000-4000-8000-000000000002' and o.quickbooks_realm_id is not null;

select private.enqueue_job('metrics.compute-monthly', jsonb_build_object('organizationId', o.id, 'months', 12),
  'metrics.compute-monthly:' || o.id, o.id, null, '{"description": "first metrics of a demo organization"}'::jsonb)
from public.organizations o
where o.deleted_at is null
  and not exists (select 1 from public.monthly_metrics m where m.organization_id = o.id)
  and (exists (select 1 from public.ledger_accounts a where a.organization_id = o.id)
    or exists (select 1 from public.provider_connections c where c.organization_id = o.id and c.provider = 'quickbooks' and c.status = 'active'));

-- The month-end close's demo analyses (85-close.sql) get their figures from the report engine, as the API's Refresh.
select private.enqueue_job('close.refresh-analysis', jsonb_build_object('organizationId', a.organization_id, 'analysisId', a.id),
  'close.refresh-analysis:' || a.id, a.organization_id, null, '{"description": "first figures of a demo variance analysis"}'::jsonb)
from public.variance_analyses a
where a.last_refreshed_at is null;
