/** Invitation tokens: 32 random bytes (base64url, 43 chars) in the email link; only their SHA-256 hex is stored. */
import { createHash, randomBytes } from 'node:crypto'

export const newInvitationToken = () => randomBytes(32).toString('base64url')
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')
