/**
 * Chooses the ledger implementation for an organization: an external ledger (QuickBooks) when the organization
 * has a live connection to it, otherwise the built-in Postgres ledger.
 */
import type { Tx } from '../../_shared/db.ts'
import type { LedgerPort, LedgerProvider } from './ledger-port.ts'
import { createBuiltinLedger } from './builtin-ledger.ts'
import { quickbooksLedgerFactory } from '../quickbooks/quickbooks-ledger.ts'

/** An external ledger plugs in with this: is the organization connected, and how to build a client for it. */
export type ExternalLedgerFactory = {
  provider: Exclude<LedgerProvider, 'builtin'>
  /** true when the organization has an active (not broken) connection to this provider. */
  isConnected(args: { orgId: string; tx: Tx }): Promise<boolean>
  create(args: { orgId: string; tx: Tx }): Promise<LedgerPort> | LedgerPort
}

/**
 * EXTERNAL LEDGER REGISTRATION POINT.
 * The QuickBooks helper adds its factory here (import from '../quickbooks/...' and list it), e.g.
 *   import { quickbooksLedgerFactory } from '../quickbooks/quickbooks-ledger.ts'
 *   const EXTERNAL_LEDGERS: ExternalLedgerFactory[] = [quickbooksLedgerFactory]
 * Order matters: the first connected provider wins.
 */
const EXTERNAL_LEDGERS: ExternalLedgerFactory[] = [quickbooksLedgerFactory]

/** Tests (and late-loading modules) can register a factory at runtime; returns an unregister function. */
export function registerExternalLedger(factory: ExternalLedgerFactory): () => void {
  EXTERNAL_LEDGERS.push(factory)
  return () => {
    const i = EXTERNAL_LEDGERS.indexOf(factory)
    if (i >= 0) EXTERNAL_LEDGERS.splice(i, 1)
  }
}

export async function getLedger({ orgId, tx }: { orgId: string; tx: Tx }): Promise<LedgerPort> {
  for (const factory of EXTERNAL_LEDGERS) {
    if (await factory.isConnected({ orgId, tx })) return await factory.create({ orgId, tx })
  }
  return createBuiltinLedger({ orgId, tx })
}
