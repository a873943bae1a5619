/** Recovery codes for the second factor (docs/security.md "Recovery codes"): how many, a new set, spending one. */
import { z } from 'zod'
import { ZText } from '../rules/values.ts'

export const RECOVERY_CODE_COUNT = 10

export const RECOVERY_CODE_MESSAGES = {
  empty: 'Enter one of your recovery codes',
  refused: 'That code is not one of your recovery codes, or it was already used',
  rateLimited: 'Too many tries. Wait a few minutes, then try again.',
} as const

export const ZRecoveryCodesStateResponseSchema = z.object({
  total: z.number().int(),
  remaining: z.number().int(),
  createdAt: z.string().nullable(),
})
export type TRecoveryCodesStateResponse = z.infer<typeof ZRecoveryCodesStateResponseSchema>

export const ZCreateRecoveryCodesResponseSchema = z.object({ codes: z.array(z.string()) })
export type TCreateRecoveryCodesResponse = z.infer<typeof ZCreateRecoveryCodesResponseSchema>

export const ZRedeemRecoveryCodeRequestSchema = z.object({
  code: ZText.trim().min(1, RECOVERY_CODE_MESSAGES.empty).max(40, RECOVERY_CODE_MESSAGES.refused),
})
export type TRedeemRecoveryCodeRequest = z.infer<typeof ZRedeemRecoveryCodeRequestSchema>

export const ZRedeemRecoveryCodeResponseSchema = z.object({ remaining: z.number().int() })
export type TRedeemRecoveryCodeResponse = z.infer<typeof ZRedeemRecoveryCodeResponseSchema>
