/**
 * Owners' SSNs are stored encrypted (AES-256-GCM under CONNECTIONS_SECRET_KEY, the key of every stored provider
 * secret) with their last four digits for the masked display (3-2-4: ***-**-6789). The plain number exists only in
 * the request that carries it; nothing here decrypts, because no screen shows more than the mask.
 */
import { ssnDigits } from '../../../shared/rules/ssn.ts'
import type { ZOwnerInputSchema } from '../../../shared/schemas/onboarding.ts'
import type { z } from 'zod'
import { connectionSecretKey } from '../connections/config.ts'
import { encryptSecret } from '../connections/secret-crypto.ts'

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

type StoredOwner = Record<string, unknown> & { id: string }

/**
 * The owners to store: a new SSN is encrypted; an owner sent without one keeps the stored ciphertext of the same id
 * (the screen never holds the number to send back).
 */
export async function ownersToStore(
  input: z.infer<typeof ZOwnerInputSchema>[],
  stored: StoredOwner[],
): Promise<StoredOwner[]> {
  const byId = new Map(stored.map((o) => [o.id, o]))
  return await Promise.all(
    input.map(async (o) => {
      const id = o.id ?? crypto.randomUUID()
      const before = byId.get(id)
      const ssn = o.ssn ? ssnDigits(o.ssn) : null
      return {
        id,
        full_name: o.full_name,
        address: o.address ?? '',
        percentage: o.percentage,
        ssn_encrypted: ssn ? base64(await encryptSecret(ssn, connectionSecretKey())) : (before?.ssn_encrypted ?? null),
        ssn_last4: ssn ? ssn.slice(-4) : (before?.ssn_last4 ?? null),
      }
    }),
  )
}
