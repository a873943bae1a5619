/**
 * Banking core sandbox under /banking-core/v1: customers, accounts, counterparties, transfers on a double-entry
 * ledger in micros, entry versions, statements, signed webhooks to the product's intake and the /sandbox/* helpers
 * (./banking-core/). Durable in <stateDir>/banking-core/journal.jsonl; the demo client Birch Bakery is written into
 * an empty journal. The product reaches it through BANKING_CORE_API_URL with BANKING_CORE_API_KEY. See
 * docs/banking.md (the contract) and docs/banking-core.md (this sandbox: test data, helpers, demo ids).
 */
import path from 'node:path'
import type { SandboxRouter } from '../server.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'
import { BankingCore } from './banking-core/core.ts'
import { seedDemo } from './banking-core/demo.ts'
import { mountApi } from './banking-core/routes.ts'
import { mountSandbox } from './banking-core/sandbox-routes.ts'
import { coreSignature } from './banking-core/webhooks.ts'

export const INTAKE_PATH = '/api/event-bus/banking-core'

/** Mounts one core on a sandbox router (tests mount their own, on a folder of their own). */
export function mountBankingCore(
  r: SandboxRouter,
  opts: { dir: string; webhookUrl: string | null; clock?: () => number; seed?: boolean },
) {
  const core = new BankingCore({
    dir: opts.dir,
    webhookUrl: opts.webhookUrl,
    webhookSecret: () => secretFor('BANKING_CORE_WEBHOOK_SECRET'),
    apiKey: () => secretFor('BANKING_CORE_API_KEY'),
    log: (m) => r.ctx.log('sandbox', m),
    clock: opts.clock,
    seed: opts.seed === false ? undefined : seedDemo,
    resetAllowed: r.ctx.cfg.profile === 'test',
  }).start()
  mountApi(r, () => core)
  mountSandbox(r, () => core)
  return core
}

export function mount(r: SandboxRouter) {
  mountBankingCore(r, {
    dir: path.join(r.ctx.cfg.stateDir, 'banking-core'),
    webhookUrl: `${r.ctx.cfg.apiUrl}/functions/v1/webhooks${INTAKE_PATH}`,
  })
  // POST /banking-core/_webhooks/sign | deliver: a signed delivery of any body (intake tests tamper with it)
  mountWebhookSender(r, 'banking-core', INTAKE_PATH, (req, url) => {
    const body = bodyText(req.body)
    const secret = req.secret ?? secretFor('BANKING_CORE_WEBHOOK_SECRET')
    return {
      url: req.url ?? url,
      headers: {
        'content-type': 'application/json',
        'x-core-signature': coreSignature(secret, body, req.timestamp ?? nowSeconds()),
      },
      body,
    }
  })
}
