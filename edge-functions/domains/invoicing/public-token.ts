/**
 * The public link's token: HMAC-SHA256 of the invoice id under the server's state secret (256 bits, not enumerable
 * without the secret), base64url in the link. Only its sha256 is stored, for the lookup; the send and every reminder
 * derive the same token again, so each email's link keeps working. The placeholder hash an invoice gets before it is
 * sent matches no token.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { connectionStateSecret } from '../connections/config.ts'

export const linkToken = (invoiceId: string) =>
  createHmac('sha256', connectionStateSecret()).update(`invoice-link:${invoiceId}`).digest('base64url')
export const tokenHash = (token: string) => createHash('sha256').update(token).digest()
export const placeholderHash = () => tokenHash(randomBytes(32).toString('base64url'))
