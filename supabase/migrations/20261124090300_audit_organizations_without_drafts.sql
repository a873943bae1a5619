/**
 * The audit log keeps what an organization's people decided, not every keystroke of a form being filled in: the
 * onboarding draft (organizations.onboarding_draft, saved as the client types, about twice a second while they do) is
 * left out of the organizations' audit rows, so a save that changes only the draft writes none. What the client
 * continues with (additional_data, services, terms, config) is still audited as before. Same trigger, one argument more
 * (private.write_audit_log drops the named columns and skips an update that changed nothing else).
 */
drop trigger write_audit_log on public.organizations;
create trigger write_audit_log after insert or update or delete on public.organizations
  for each row execute function private.write_audit_log('onboarding_draft');
