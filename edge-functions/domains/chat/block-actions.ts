/**
 * The interactivity dispatcher: a Slack block action is handed to the handler registered for its block id (the
 * bill-payment approval registers `bill-payment-approval` from its own domain). Features plug in with one
 * registerBlockAction call; an action of a block id nobody registered is recorded by the intake and ignored here.
 */
import type { Tx } from '../../_shared/db.ts'

export type BlockAction = { block_id?: string; action_id?: string; value?: string; type?: string }
export type BlockActionContext = {
  tx: Tx
  /** the organization whose Slack workspace sent it (the intake found it by the team id) */
  organizationId: string | null
  action: BlockAction
  /** the whole interaction payload (user, channel, message, response_url …) */
  payload: Record<string, unknown>
}
export type BlockActionHandler = (ctx: BlockActionContext) => Promise<unknown>

const handlers = new Map<string, BlockActionHandler>()

export function registerBlockAction(blockId: string, handler: BlockActionHandler) {
  if (handlers.has(blockId)) throw new Error(`A handler for block id "${blockId}" is already registered`)
  handlers.set(blockId, handler)
}

export async function dispatchBlockActions({
  tx,
  organizationId,
  payload,
}: {
  tx: Tx
  organizationId: string | null
  payload: Record<string, unknown>
}) {
  if (payload.type !== 'block_actions' || !Array.isArray(payload.actions)) return { ignored: 'not a block action' }
  const results: unknown[] = []
  for (const action of payload.actions as BlockAction[]) {
    const handler = action.block_id ? handlers.get(action.block_id) : undefined
    results.push(
      handler ? await handler({ tx, organizationId, action, payload }) : { ignored: `block ${action.block_id}` },
    )
  }
  return { results }
}
