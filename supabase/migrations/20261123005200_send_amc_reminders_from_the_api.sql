/**
 * Ask My Client: a bookkeeper's reminder is sent by the API now (edge-functions/domains/amc/client-reminder.ts), which
 * refuses a second one within the cool-down and uses the daily job's rule for what is open and what the email says.
 * The old RPC queued a forced job that skipped the cool-down, and PostgREST would expose it to any staff member: it
 * goes. The daily pg_cron entry stays.
 */
drop function public.amc_request_reminder(uuid);
