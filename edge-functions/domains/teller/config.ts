/**
 * Where the Teller client talks to and as which application. Locally everything defaults to the sandbox
 * (SANDBOX_URL/teller, application `app_sandbox_local`) and Connect to the web app's /connect/teller, which loads the
 * sandbox's connect.js; in production set TELLER_APPLICATION_ID, TELLER_CONNECT_URL (`<site>/connect/teller`, the page
 * that hosts Teller Connect, see docs/teller.md) and TELLER_CERTIFICATE / TELLER_PRIVATE_KEY (PEM: Teller
 * requires the application's client certificate on every API call outside its sandbox environment).
 */
import { env } from '../../_shared/env.ts'

export const TELLER_API = 'https://api.teller.io'
export const LOCAL_APPLICATION_ID = 'app_sandbox_local'

const opt = (k: string) => Deno.env.get(k) || undefined

export type TellerConfig = {
  apiBase: string
  connectUrl: string
  applicationId: string
  environment: 'sandbox' | 'development' | 'production'
  /** mTLS client, when a certificate is configured */
  client?: Deno.HttpClient
}

let client: Deno.HttpClient | undefined

export function tellerConfig(): TellerConfig {
  const local = env.appEnv === 'local' || env.appEnv === 'test'
  const sandbox = env.sandboxUrl ? `${env.sandboxUrl.replace(/\/$/, '')}/teller` : undefined
  const need = (k: string, fallback: string | undefined) => {
    const v = opt(k) ?? (local ? fallback : undefined)
    if (!v) throw new Error(`Missing environment variable ${k}`)
    return v
  }
  const cert = opt('TELLER_CERTIFICATE')
  const key = opt('TELLER_PRIVATE_KEY')
  if (cert && key) client ??= Deno.createHttpClient({ cert, key })
  return {
    apiBase: (opt('TELLER_API_URL') ?? (local ? sandbox : undefined) ?? TELLER_API).replace(/\/$/, ''),
    // the web app's page that hosts Teller Connect (web/src/features/integrations/teller-connect-page.tsx)
    connectUrl: need(
      'TELLER_CONNECT_URL',
      env.webUrl ? `${env.webUrl.replace(/\/$/, '')}/connect/teller` : sandbox && `${sandbox}/connect`,
    ),
    applicationId: need('TELLER_APPLICATION_ID', LOCAL_APPLICATION_ID),
    environment: (opt('TELLER_ENVIRONMENT') as TellerConfig['environment'] | undefined) ?? 'sandbox',
    client,
  }
}
