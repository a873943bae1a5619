/** The second step with a recovery code instead of the authenticator (on /2fa). */
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { ZRedeemRecoveryCodeRequestSchema } from '@app/shared/schemas/recovery-codes.ts'
import { api, ApiError } from '@/lib/api.ts'
import { useSession } from '@/lib/session.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast.tsx'

export const codesLeft = (n: number) =>
  n === 0
    ? 'That was your last recovery code: make a new set in Two-step verification.'
    : `${n} recovery code${n === 1 ? '' : 's'} left.`

export function RecoveryCodeForm({ next, onBack }: { next: string; onBack: () => void }) {
  const { markRecovered } = useSession()
  const navigate = useNavigate()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = ZRedeemRecoveryCodeRequestSchema.safeParse({
      code: String(new FormData(e.currentTarget).get('code') ?? ''),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setBusy(true)
    try {
      const { remaining } = await api.POST('/api/me/recovery-codes/redeem', { body: parsed.data })
      setError(undefined)
      toast.success('Recovery code accepted', { description: codesLeft(remaining) })
      markRecovered()
      navigate(next, { replace: true })
    } catch (err) {
      setBusy(false)
      setError(err instanceof ApiError ? err.message : 'We could not check that code. Try again.')
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Recovery code" error={error}>
        <Input
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          maxLength={40}
          placeholder="XXXXX-XXXXX"
          className="font-mono tracking-widest"
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner className="text-white" />}Use recovery code
      </Button>
      <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={onBack}>
        Use my authenticator app instead
      </button>
    </form>
  )
}
