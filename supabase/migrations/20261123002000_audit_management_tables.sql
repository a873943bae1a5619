/**
 * Audit the two admin-managed catalogues the management screens edit: message templates and provider setting
 * definitions. The audit log (20261122000900) was created before these screens existed and covers per-organization
 * data only; an admin rewording a template every bookkeeper sends, or removing a setting definition (which cascades
 * to every organization's chosen value), is the kind of change the audit-log viewer is for. Same trigger function,
 * no secret columns; these rows have no organization, so `organization_id` stays null.
 */
create trigger write_audit_log after insert or update or delete on public.message_templates
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.provider_setting_definitions
  for each row execute function private.write_audit_log();
