/**
 * Demo data for the management screens: message templates staff reuse, provider setting definitions with Acme's
 * chosen values (one left at its default). Organization groups come from 01-tenancy; the audit log fills itself
 * from triggers as the seeds run (actor "system"). Idempotent: fixed ids and keys, `on conflict do nothing`.
 */

/** Section: message templates (01-tenancy seeds "Missing statement") */
insert into public.message_templates (id, title, content) values
  ('30000000-0000-4000-8000-000000000031', 'Books closed for the month',
   'Hi {{firstName}}, your books for {{month}} are closed. Your reports are ready in the dashboard; reply here with any questions.'),
  ('30000000-0000-4000-8000-000000000032', 'Uncategorized transactions',
   'Hi {{firstName}}, we found {{count}} transactions we could not categorize. Please answer them under Questions so we can close {{month}}.')
on conflict (id) do nothing;

/** Section: provider setting definitions (type select; options are key/value strings) */
insert into public.provider_setting_definitions (provider_id, key, name, description, type, options, default_value, allow_reset) values
  ('stripe', 'payoutAccount', 'Payout account', 'The bank account Stripe payouts are recorded against.', 'select',
   '[{"key": "clearing", "value": "Stripe clearing account"}, {"key": "checking", "value": "Operating checking"}, {"key": "savings", "value": "Savings"}]',
   '"clearing"', true),
  ('stripe', 'feeHandling', 'Processing fees', 'How Stripe processing fees are booked.', 'select',
   '[{"key": "gross", "value": "Gross sales, fees as an expense"}, {"key": "net", "value": "Net payouts only"}]',
   '"gross"', false),
  ('quickbooks', 'syncFrequency', 'Sync frequency', 'How often the QuickBooks copy of the books is refreshed.', 'select',
   '[{"key": "hourly", "value": "Every hour"}, {"key": "daily", "value": "Every night"}, {"key": "weekly", "value": "Every Monday"}]',
   '"daily"', true),
  ('gusto', 'payrollDetail', 'Payroll journal detail', 'How much detail payroll journal entries carry.', 'select',
   '[{"key": "summary", "value": "One entry per payroll"}, {"key": "employee", "value": "One line per employee"}]',
   null, false)
on conflict (provider_id, key) do nothing;

/** Section: Acme's choices (Stripe fees stay at the default) */
insert into public.provider_settings (organization_id, provider_id, setting_key, setting_value) values
  ('10000000-0000-4000-8000-000000000001', 'stripe', 'payoutAccount', '"checking"'),
  ('10000000-0000-4000-8000-000000000001', 'quickbooks', 'syncFrequency', '"weekly"'),
  ('10000000-0000-4000-8000-000000000001', 'gusto', 'payrollDetail', '"summary"')
on conflict (organization_id, provider_id, setting_key) do nothing;
