/** /sign-in: email and password through supabase-js; field errors in place, auth errors (e.g. bad password) above. */
import { useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { z } from 'zod'
import { supabase } from '@/lib/supabase.ts'
import { useSession } from '@/lib/session.tsx'
import { safeNext } from '@/app/guards.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { AuthFrame } from './auth-frame.tsx'
import { authFailureMessage } from './auth-messages.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { ZEmailField } from '@app/shared/rules/email.ts'

const ZSignInSchema = z.object({
  email: ZEmailField,
  password: z.string().min(1, 'Enter your password'),
})

export function SignInPage() {
  const { session } = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (session && !busy) return <Navigate to={next} replace />

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setFailure(null)
    const form = new FormData(e.currentTarget)
    const parsed = fieldErrors.check(ZSignInSchema, {
      email: form.get('email') ?? '',
      password: form.get('password') ?? '',
    })
    if (!parsed) return
    setBusy(true)
    const { error } = await supabase.auth.signInWithPassword(parsed)
    if (error) {
      setBusy(false)
      setFailure(authFailureMessage(error, 'Sign-in failed. Try again.'))
      return
    }
    navigate(next, { replace: true })
  }

  return (
    <AuthFrame
      title="Sign in"
      description="Welcome back. Sign in to your books, tasks and banking."
      footer="Invited by your bookkeeper? Use the link in your invitation email to create your account."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-describedby={failure ? 'sign-in-failure' : undefined}
      >
        {failure && (
          <Alert tone="danger" id="sign-in-failure">
            {failure}
          </Alert>
        )}
        <Field label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" autoFocus placeholder="you@company.com" />
        </Field>
        <Field label="Password" error={errors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
        <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
          {busy && <Spinner className="h-4 w-4 text-white" label="Signing in" />}
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthFrame>
  )
}
