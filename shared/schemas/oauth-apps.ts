/**
 * The OAuth apps the local provider sandbox knows: one client id and secret per provider. Outside production the
 * edge functions fall back to them when <PROVIDER>_CLIENT_ID / _CLIENT_SECRET are unset (Stripe: STRIPE_CLIENT_ID /
 * STRIPE_SECRET_KEY), and the sandbox accepts the same names, so both sides agree without configuration.
 */
export const LOCAL_OAUTH_APPS = {
  stripe: { clientId: 'ca_sandboxlocal0000000000000000', clientSecret: 'sk_test_sandbox_local_platform_key' },
  gusto: { clientId: 'sandbox-gusto-client-id', clientSecret: 'sandbox-gusto-client-secret' },
  rippling: { clientId: 'sandbox-rippling-client-id', clientSecret: 'sandbox-rippling-client-secret' },
  slack: { clientId: '1000000000001.2000000000002', clientSecret: 'sandbox-slack-client-secret' },
  ramp: { clientId: 'ramp_id_sandboxlocal', clientSecret: 'ramp_sec_sandboxlocal' },
} as const
export type TOAuthAppProvider = keyof typeof LOCAL_OAUTH_APPS

/** The environment variables holding each app's client id and secret. */
export const OAUTH_APP_ENV: Record<TOAuthAppProvider, { clientId: string; clientSecret: string }> = {
  stripe: { clientId: 'STRIPE_CLIENT_ID', clientSecret: 'STRIPE_SECRET_KEY' },
  gusto: { clientId: 'GUSTO_CLIENT_ID', clientSecret: 'GUSTO_CLIENT_SECRET' },
  rippling: { clientId: 'RIPPLING_CLIENT_ID', clientSecret: 'RIPPLING_CLIENT_SECRET' },
  slack: { clientId: 'SLACK_CLIENT_ID', clientSecret: 'SLACK_CLIENT_SECRET' },
  ramp: { clientId: 'RAMP_CLIENT_ID', clientSecret: 'RAMP_CLIENT_SECRET' },
}
