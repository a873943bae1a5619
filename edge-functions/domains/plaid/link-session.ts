/**
 * Ties a connect attempt's signed `state` to the Plaid link token created for it (private.plaid_link_sessions), since
 * Hosted Link returns the browser to our callback with only the state we put in the completion URL.
 */
import { asService, type Tx } from '../../_shared/db.ts'

async function sha256Hex(s: string) {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))
  return Array.from(d, (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function saveLinkSession(args: {
  state: string
  organizationId: string
  userId: string
  linkToken: string
  expiresAt: Date
}) {
  const key = await sha256Hex(args.state)
  await asService(
    (tx) =>
      tx`select private.save_plaid_link_session(${key}, ${args.organizationId}, ${args.userId}, ${args.linkToken}, ${args.expiresAt})`,
  )
}

/** The link token of a state, once: a second callback with the same state finds nothing. */
export async function takeLinkSession(tx: Tx, state: string) {
  const [row] =
    await tx`select organization_id, user_id, link_token from private.take_plaid_link_session(${await sha256Hex(state)})`
  return row as { organization_id: string; user_id: string | null; link_token: string } | undefined
}
