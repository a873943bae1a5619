/**
 * Chooses the ledger implementation for an organization: an external ledger (QuickBooks) when the organization
 * has a live connection to it, otherwise the built-in Postgres ledger.
 */
import type { Tx } from '../../_shared/db.ts'
import type { ExternalLedgerFactory, LedgerPort } from '../ledger/ledger-port.ts'
import { createBuiltinLedger } from '../ledger/builtin-ledger.ts'
import { quickbooksLedgerFactory } from '../quickbooks/quickbooks-ledger.ts'

/** External ledgers, in order: the first one the organization is connected to wins. */
const EXTERNAL_LEDGERS: ExternalLedgerFactory[] = [quickbooksLedgerFactory]

export async function getLedger({ orgId, tx }: { orgId: string; tx: Tx }): Promise<LedgerPort> {
  for (const factory of EXTERNAL_LEDGERS) {
    if (await factory.isConnected({ orgId, tx })) return await factory.create({ orgId, tx })
  }
  return createBuiltinLedger({ orgId, tx })
}
