/**
 * Forgotten passwords: /forgot-password asks auth to email a recovery link (`resetPasswordForEmail`; locally the mail
 * is written to the platform log), and /reset-password is where that link lands, with a session in the URL fragment,
 * to choose a new password (`updateUser`). The request page never says whether an address has an account.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { z } from 'zod'
import { supabase } from '@/lib/supabase.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { AuthFrame } from './auth-frame.tsx'
import { authFailureMessage } from './auth-messages.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { ZEmailField } from '@app/shared/rules/email.ts'

/** Same rule as sign-up (shared/schemas/invitations.ts): 8 to 72 characters. */
const ZNewPassword = z
  .object({
    password: z.string().min(8, 'Use at least 8 characters').max(72, 'Use at most 72 characters'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match' })

export function ForgotPasswordPage() {
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = ZEmailField.safeParse(new FormData(e.currentTarget).get('email') ?? '')
    if (!parsed.success) {
      setError(parsed.error.issues[0].message)
      return
    }
    setError(undefined)
    setFailure(null)
    setBusy(true)
    const { error: err } = await supabase.auth.resetPasswordForEmail(parsed.data, {
      redirectTo: `${window.location.origin}/reset-password`,
    })
    setBusy(false)
    if (err) setFailure(authFailureMessage(err, 'The email could not be sent. Try again in a few minutes.'))
    else setSentTo(parsed.data)
  }

  return (
    <AuthFrame
      title="Reset your password"
      description="Enter the email you sign in with. We will send you a link to choose a new password."
      footer={
        <Link to="/sign-in" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sentTo ? (
        <Alert tone="success" data-testid="recovery-sent">
          If {sentTo} has an account, a link to reset the password is on its way. It works for one hour.
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
          {failure && <Alert tone="danger">{failure}</Alert>}
          <Field label="Email" error={error}>
            <Input name="email" type="email" autoComplete="email" autoFocus placeholder="you@company.com" />
          </Field>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthFrame>
  )
}

/** The recovery link's fragment: a session (implicit flow), or the reason it failed. */
function readFragment(hash: string) {
  const p = new URLSearchParams(hash.replace(/^#/, ''))
  return {
    accessToken: p.get('access_token'),
    refreshToken: p.get('refresh_token'),
    type: p.get('type'),
    error: p.get('error_description'),
  }
}

export function ResetPasswordPage() {
  const navigate = useNavigate()
  const [state, setState] = useState<'checking' | 'ready' | 'invalid'>('checking')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const f = readFragment(window.location.hash)
    // Drop the tokens from the address bar (and history) as soon as they are read.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname)
    if (f.accessToken && f.refreshToken && f.type === 'recovery') {
      void supabase.auth
        .setSession({ access_token: f.accessToken, refresh_token: f.refreshToken })
        .then(({ error }) => setState(error ? 'invalid' : 'ready'))
    } else {
      void supabase.auth.getSession().then(({ data }) => setState(data.session && !f.error ? 'ready' : 'invalid'))
    }
  }, [])

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const parsed = fieldErrors.check(ZNewPassword, {
      password: form.get('password') ?? '',
      confirm: form.get('confirm') ?? '',
    })
    if (!parsed) return
    setFailure(null)
    setBusy(true)
    const { error } = await supabase.auth.updateUser({ password: parsed.password })
    setBusy(false)
    if (error) {
      setFailure(authFailureMessage(error, 'The password could not be changed. Request a new link and try again.'))
      return
    }
    navigate('/', { replace: true })
  }

  if (state === 'checking')
    return (
      <AuthFrame title="Choose a new password">
        <p className="text-sm text-slate-600">Checking your link…</p>
      </AuthFrame>
    )
  if (state === 'invalid') {
    return (
      <AuthFrame title="This link has expired" description="Password reset links work once, for one hour.">
        <Button asChild className="w-full">
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </AuthFrame>
    )
  }
  return (
    <AuthFrame title="Choose a new password" description="You will stay signed in after saving it.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Set a new password">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Field label="New password" error={errors.password}>
          <Input name="password" type="password" autoComplete="new-password" autoFocus />
        </Field>
        <Field label="Repeat the new password" error={errors.confirm}>
          <Input name="confirm" type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </AuthFrame>
  )
}
