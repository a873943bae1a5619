/** Every provider's connect adapter, by provider (one line per provider). */
import type { ConnectAdapter } from '../connect-adapter.ts'
import type { Provider } from '../connection-store.ts'
import { gustoAdapter } from './gusto.ts'
import { plaidAdapter } from './plaid.ts'
import { quickbooksAdapter } from './quickbooks.ts'
import { rampAdapter } from './ramp.ts'
import { ripplingAdapter } from './rippling.ts'
import { slackAdapter } from './slack.ts'
import { stripeAdapter } from './stripe.ts'
import { tellerAdapter } from './teller.ts'

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
