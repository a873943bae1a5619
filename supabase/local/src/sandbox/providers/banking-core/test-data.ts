/**
 * The sandbox core's test data, like a card network's test numbers: values that make a request come back with a
 * given entry result every time (docs/banking-core.md "Test data" lists them with the rest of the triggers).
 */
import { MICROS_PER_DOLLAR, type TEntryResult } from '../../../../../../shared/rules/banking.ts'
import type { TKycStatus } from './rules.ts'

const cents = (n: number) => BigInt(n) * (MICROS_PER_DOLLAR / 100n)

/** Exact amounts of any transfer that the core refuses with a fixed result (checked before available funds). */
export const MAGIC_AMOUNTS: ReadonlyMap<bigint, TEntryResult> = new Map([
  [cents(555_555), 'InternalError'],
  [cents(666_666), 'LedgerMismatch'],
  [cents(777_777), 'ComplianceHold'],
  [cents(888_888), 'ReviewRequired'],
])

/** A counterparty at this routing number is at a processor that refuses everything (ExternalProcessorError). */
export const PROCESSOR_ERROR_ROUTING_NUMBER = '999999992'

/** Counterparty names containing one of these (any case) are on the sandbox's sanctions list. */
export const SANCTIONED_NAME_PARTS = ['sanctioned', 'ofac test'] as const
export const isSanctioned = (name: string) => SANCTIONED_NAME_PARTS.some((p) => name.toLowerCase().includes(p))

/** EINs (digits only) whose KYC does not come back verified. */
export const KYC_TEST_EINS: Record<string, TKycStatus> = { '000000002': 'review', '000000003': 'rejected' }
export const kycStatusFor = (ein: string): TKycStatus => KYC_TEST_EINS[ein.replace(/\D/g, '')] ?? 'verified'
