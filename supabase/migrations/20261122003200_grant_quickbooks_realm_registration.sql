/**
 * The QuickBooks OAuth callback runs as the service role and registers the connected realm with the webhook
 * intake (private.register_webhook_connection, created by the event bus without a grant to any role), so that
 * entity-change notifications for the realm are accepted and routed to the organization.
 */
grant execute on function private.register_webhook_connection(public.event_source, text, uuid, text) to service_role;
