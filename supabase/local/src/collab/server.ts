// TEMPORARY: replaced by the collab helper in this session.
import type { PlatformContext } from '../context.ts'
export async function startCollabServer(_ctx: PlatformContext) { return { close: async () => {} } }
