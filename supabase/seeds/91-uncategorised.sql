-- Demo: every uncategorised line of a client's books is in the bookkeeper's queue from the first start (issue 30,
-- item 6; 30_money_trust.sql). Birch Bakery's QuickBooks books hold uncategorised income and expense lines and Birch
-- does not categorise its feeds, so without this run its uncategorised money would wait for the first hourly run.
-- The jobs wait until the worker starts. Idempotent: a queued run of the same key is not added twice, and a run skips
-- lines it already recorded.
select private.enqueue_uncategorised_ledger_runs();
