/** The 6-digit code form rule shared by the 2FA set-up and verify pages. */
import { z } from 'zod'

const ZTotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')

export function readCode(value: FormDataEntryValue | null): { code?: string; error?: string } {
  const parsed = ZTotpCodeSchema.safeParse(typeof value === 'string' ? value.replace(/\s+/g, '') : '')
  return parsed.success ? { code: parsed.data } : { error: parsed.error.issues[0].message }
}
