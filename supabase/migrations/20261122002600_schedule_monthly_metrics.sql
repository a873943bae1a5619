/**
 * Nightly recomputation of every built-in-ledger organization's monthly metrics (dashboard), through the spine's
 * job queue so retries and history come for free. The handler is edge-functions/jobs/definitions/metrics.compute-monthly.ts.
 */
select private.schedule_job('metrics-compute-monthly', '30 4 * * *', 'metrics.compute-monthly', '{"months": 12}');
