/**
 * /onboarding/2fa/security: enroll an authenticator app (TOTP). Shows the QR code and the secret for manual entry,
 * then verifies a 6-digit code, which upgrades the session to aal2, and shows ten recovery codes once. With the
 * authenticator on, it is where a person sees how many recovery codes are left and makes a new set.
 */
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase.ts'
import { useMe, useSession } from '@/lib/session.tsx'
import { homePath } from '@/lib/areas.ts'
import { safeNext } from '@/app/guards.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { readCode } from './totp-code.ts'
import { authFailureMessage } from './auth-messages.ts'
import { freshRecoveryCodesKey, RecoveryCodesPanel } from './recovery-codes-panel.tsx'
import { LostAuthenticator } from './lost-authenticator.tsx'
import { api } from '@/lib/api.ts'

type Enrollment = { factorId: string; qrCode: string; secret: string }

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>` with the markup unescaped; a '#' in it
 * (fill colours) ends the URI early and the image breaks. Re-encode the SVG; as an <img> it can never run script.
 */
function svgDataUri(qr: string): string {
  const svg = qr.slice(qr.indexOf('<'))
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export function TwoFactorSetupPage() {
  const me = useMe()
  const { aal, secondFactorDone } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'), homePath(me))
  const factors = useQuery({
    queryKey: ['mfa-factors', me.userId],
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.listFactors()
      if (error) throw error
      return data
    },
  })
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null)
  const [codeError, setCodeError] = useState<string>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function start() {
    setBusy(true)
    setFailure(null)
    // An abandoned earlier attempt leaves an unverified factor behind; clear it so the new one is the only one.
    for (const f of factors.data?.all ?? []) {
      if (f.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: f.id })
    }
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
      issuer: 'Ledgerloop',
    })
    setBusy(false)
    if (error) {
      setFailure(authFailureMessage(error, 'We could not start the set-up. Try again.'))
      return
    }
    setEnrollment({ factorId: data.id, qrCode: svgDataUri(data.totp.qr_code), secret: data.totp.secret })
  }

  async function verify(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (!enrollment) return
    const { code, error: invalid } = readCode(new FormData(e.currentTarget).get('code'))
    setCodeError(invalid)
    if (!code) return
    setBusy(true)
    setFailure(null)
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: enrollment.factorId, code })
    setBusy(false)
    if (error) {
      setCodeError(authFailureMessage(error, 'We could not check that code. Try again.'))
      return
    }
    // the first set of recovery codes, shown this once (a failure leaves the panel's own button to make them)
    const made = await api.POST('/api/me/recovery-codes').catch(() => undefined)
    if (made) queryClient.setQueryData(freshRecoveryCodesKey(me.userId), made.codes)
    await queryClient.invalidateQueries({ queryKey: ['mfa-factors'] })
    setDone(true)
    toast.success('Two-step verification is on')
  }

  if (factors.isLoading) return <PageSpinner />
  const verified = factors.data?.totp.find((f) => f.status === 'verified')

  return (
    <div className="mx-auto max-w-xl">
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-2">
            <CardTitle>Two-step verification</CardTitle>
            {(verified || done) && <Badge tone="success">On</Badge>}
          </div>
          <CardDescription>
            After your password, you will also enter a 6-digit code from an authenticator app on your phone.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {failure && <Alert tone="danger">{failure}</Alert>}
          {factors.isError && (
            <Alert tone="danger">Could not read your sign-in factors: {(factors.error as Error).message}</Alert>
          )}

          {done || verified ? (
            <div className="space-y-4" data-testid="mfa-enabled">
              <Alert tone="success">
                Two-step verification is on for {me.email}.{' '}
                {aal === 'aal2' ? 'This session is verified.' : 'You will be asked for a code after signing in.'}
              </Alert>
              {secondFactorDone && aal === 'aal1' && <LostAuthenticator />}
              {secondFactorDone && <RecoveryCodesPanel />}
              <Button onClick={() => navigate(next)}>Continue</Button>
            </div>
          ) : !enrollment ? (
            <div className="space-y-4">
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                <li>Install an authenticator app such as 1Password, Google Authenticator or Authy.</li>
                <li>Scan the QR code we show you, or type in the key.</li>
                <li>Enter the 6-digit code the app shows.</li>
              </ol>
              <div className="flex gap-2">
                <Button onClick={() => void start()} disabled={busy}>
                  {busy && <Spinner className="text-white" />}Set up authenticator app
                </Button>
                <Button variant="ghost" asChild>
                  <Link to={next}>Skip for now</Link>
                </Button>
              </div>
            </div>
          ) : (
            <form noValidate onSubmit={verify} className="space-y-5">
              <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
                <img
                  src={enrollment.qrCode}
                  alt="QR code for your authenticator app"
                  data-testid="mfa-qr"
                  className="h-44 w-44 shrink-0 rounded-md border border-slate-200 bg-white p-2"
                />
                <div className="min-w-0 space-y-2 text-sm text-slate-700">
                  <p>Scan this code with your authenticator app. Can't scan it? Enter this key instead:</p>
                  <code
                    data-testid="mfa-secret"
                    className="block break-all rounded bg-slate-100 px-2 py-1.5 font-mono text-sm tracking-wider text-slate-900"
                  >
                    {enrollment.secret}
                  </code>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      void navigator.clipboard?.writeText(enrollment.secret).then(() => toast.info('Key copied'))
                    }}
                  >
                    Copy key
                  </Button>
                </div>
              </div>
              <Field label="6-digit code" error={codeError}>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  placeholder="123456"
                  className="max-w-40 font-mono tracking-widest"
                />
              </Field>
              <Button type="submit" disabled={busy}>
                {busy && <Spinner className="text-white" />}Verify and turn on
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
