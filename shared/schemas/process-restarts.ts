/** The operations screen's list of processes `npm start`'s supervisor restarted (public.process_restarts). */
import { z } from 'zod'

export const ZProcessRestart = z.object({
  id: z.number().int(),
  process: z.string(),
  exitCode: z.number().int().nullable(),
  exitSignal: z.string().nullable(),
  restartNumber: z.number().int(),
  delayMs: z.number().int(),
  restartedAt: z.string(),
})
export type TProcessRestart = z.infer<typeof ZProcessRestart>

export const ZListProcessRestartsResponse = z.object({ restarts: z.array(ZProcessRestart) })
export type TListProcessRestartsResponse = z.infer<typeof ZListProcessRestartsResponse>
