/**
 * The onboarding screens follow the application live, as the cash screens follow the money: changes of an
 * application and its beneficial owners (an owner completing their part, the bank's decision) announce
 * `banking_changed` through the same deferred, coalescing trigger (20261124003200_coalesce_banking_broadcasts.sql),
 * so the applicant's screen no longer asks every five seconds while the owners complete their part (it still does
 * while the bank has to answer: only reading the application asks the core again).
 */
create constraint trigger banking_applications_broadcast after insert or update on public.banking_applications
  deferrable initially deferred for each row execute function private.broadcast_banking_change();
create constraint trigger beneficial_owners_broadcast after insert or update on public.beneficial_owners
  deferrable initially deferred for each row execute function private.broadcast_banking_change();
