/**
 * The W-9 link's token: HMAC-SHA256 of the request id under the server's state secret (as invoices' public links
 * are: 256 bits, not enumerable without the secret), base64url in the link. Only its sha256 is stored, for the
 * lookup; the first email and every reminder derive the same token, so each email's link keeps working.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { env } from '../../_shared/env.ts'
import { connectionStateSecret } from '../connections/config.ts'

export const w9Token = (requestId: string) =>
  createHmac('sha256', connectionStateSecret()).update(`w9-link:${requestId}`).digest('base64url')
export const w9TokenHash = (token: string) => createHash('sha256').update(token).digest()
/** What a new request holds until its first email stamps the real hash: it matches no token. */
export const w9PlaceholderHash = () => w9TokenHash(randomBytes(32).toString('base64url'))
export const w9Link = (requestId: string) => `${env.webUrl}/w9/${w9Token(requestId)}`
