/** The connection registry: every provider's connect adapter, by provider (one line per provider). The only file that knows every provider. */
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import type { Provider } from '../connections/connection-store.ts'
import { gustoAdapter } from '../gusto/gusto-connect.ts'
import { plaidAdapter } from '../plaid/plaid-connect.ts'
import { quickbooksAdapter } from '../quickbooks/quickbooks-connect.ts'
import { rampAdapter } from '../ramp/ramp-connect.ts'
import { ripplingAdapter } from '../rippling/rippling-connect.ts'
import { slackAdapter } from '../slack/slack-connect.ts'
import { stripeAdapter } from '../stripe/stripe-connect.ts'
import { tellerAdapter } from '../teller/teller-connect.ts'

const adapters: Partial<Record<Provider, ConnectAdapter>> = {
  quickbooks: quickbooksAdapter,
  stripe: stripeAdapter,
  gusto: gustoAdapter,
  rippling: ripplingAdapter,
  slack: slackAdapter,
  ramp: rampAdapter,
  teller: tellerAdapter,
  plaid: plaidAdapter,
}

export function connectAdapter(provider: Provider): ConnectAdapter | undefined {
  return adapters[provider]
}

export const connectableProviders = (): Provider[] => Object.keys(adapters) as Provider[]
