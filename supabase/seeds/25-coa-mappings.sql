-- Chart-of-accounts mapping demo: Acme Robotics has a few accounts mapped (so its mapping screen shows a percentage
-- and suggestions for the rest), and Birch Bakery's mappings show how the firm maps accounts elsewhere (admins see
-- "The firm maps “Rent” to 6400 Facilities…" on Acme's Rent). Idempotent: an account that has ever had a mapping,
-- live or deleted, is left as it is, so a bookkeeper's later changes survive a restart.

/** Section: mappings (organization, client account, master account number and name) */
insert into public.coa_mappings (organization_id, client_account_name, haven_account_number, haven_account_name)
select v.org::uuid, v.account, v.num, v.master
from (values
  ('10000000-0000-4000-8000-000000000001', '1010 Operating Checking', '1010', 'Bank Account'),
  ('10000000-0000-4000-8000-000000000001', '2000 Accounts Payable', '2000', 'Accounts Payable'),
  ('10000000-0000-4000-8000-000000000001', '6010 Salaries and Wages', '6010', 'Salaries and Wages'),
  ('10000000-0000-4000-8000-000000000002', 'Rent', '6400', 'Facilities'),
  ('10000000-0000-4000-8000-000000000002', 'Software & Subscriptions', '6500', 'Technology'),
  ('10000000-0000-4000-8000-000000000002', 'Accounts Payable (A/P)', '2000', 'Accounts Payable')
) as v(org, account, num, master)
where exists (select 1 from public.organizations o where o.id = v.org::uuid)
  and not exists (select 1 from public.coa_mappings m where m.organization_id = v.org::uuid and lower(m.client_account_name) = lower(v.account));
