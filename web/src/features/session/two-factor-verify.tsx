/**
 * /2fa: a user with a verified factor on an aal1 session enters a code from their authenticator, or, having lost it,
 * one of their recovery codes (spent for good; the page says how many are left); success returns them where they
 * were going.
 */
import { useState, type FormEvent } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase.ts'
import { useSession } from '@/lib/session.tsx'
import { safeNext } from '@/app/guards.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx'
import { AuthFrame } from './auth-frame.tsx'
import { authFailureMessage } from './auth-messages.ts'
import { readCode } from './totp-code.ts'
import { RecoveryCodeForm } from './recovery-code-form.tsx'

export function TwoFactorVerifyPage() {
  const { session, status, secondFactorDone, signOut, signedOutByUser } = useSession()
  const [recovering, setRecovering] = useState(false)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const [codeError, setCodeError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const factor = useQuery({
    queryKey: ['mfa-factors', session?.user.id],
    enabled: !!session,
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.listFactors()
      if (error) throw error
      return data
    },
    select: (d) => d.totp.find((f) => f.status === 'verified'),
  })

  if (status === 'loading' || factor.isLoading) return <PageSpinner />
  if (!session && signedOutByUser) return <Navigate to="/sign-in" replace />
  if (!session)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(`/2fa?next=${encodeURIComponent(next)}`)}`} replace />
  if (secondFactorDone && !busy) return <Navigate to={next} replace />

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const { code, error: invalid } = readCode(new FormData(e.currentTarget).get('code'))
    setCodeError(invalid)
    if (!code || !factor.data) return
    setBusy(true)
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.data.id, code })
    if (error) {
      setBusy(false)
      setCodeError(authFailureMessage(error, 'We could not check that code. Try again.'))
      return
    }
    navigate(next, { replace: true })
  }

  return (
    <AuthFrame
      title={recovering ? 'Use a recovery code' : 'Enter your verification code'}
      description={
        recovering
          ? 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code for Ledgerloop.'
      }
      footer={
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => void signOut()}>
          Sign in as someone else
        </button>
      }
    >
      {recovering ? (
        <RecoveryCodeForm next={next} onBack={() => setRecovering(false)} />
      ) : !factor.data ? (
        <Alert tone="warning">No verified authenticator was found for this account. Sign out and sign in again.</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field label="6-digit code" error={codeError}>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={7}
              placeholder="123456"
              className="font-mono tracking-widest"
            />
          </Field>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy && <Spinner className="text-white" />}Verify
          </Button>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => setRecovering(true)}
          >
            Lost your authenticator? Use a recovery code
          </button>
        </form>
      )}
    </AuthFrame>
  )
}
