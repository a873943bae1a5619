/**
 * /invited/user/sign-up?token=…: public. Looks the invitation up, lets the invitee choose a password and confirm
 * their names, accepts it (which creates the account and the membership), then signs them in. Expired, used,
 * revoked or forged links end on a clear explanation instead of the form.
 */
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { ZAcceptInvitationRequestSchema, ZInvitationTokenSchema } from '@app/shared/schemas/invitations.ts'
import { supabase } from '@/lib/supabase.ts'
import { useSession } from '@/lib/session.tsx'
import { ApiError } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx'
import { AuthFrame } from '@/features/session/auth-frame.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { acceptInvitation, lookupInvitation, type TInvitationLookup } from './api.ts'

function Refused({ message }: { message: string }) {
  return (
    <AuthFrame
      title="This invitation cannot be used"
      description={message}
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-brand-700 hover:underline" to="/sign-in">
            Sign in
          </Link>
        </>
      }
    >
      <Alert tone="warning" data-testid="invitation-refused">
        {message}. Ask the person who invited you to send a new invitation.
      </Alert>
    </AuthFrame>
  )
}

export function InvitedSignUpPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const wellFormed = ZInvitationTokenSchema.safeParse(token).success
  const lookup = useQuery({
    queryKey: ['invitation-lookup', token],
    queryFn: () => lookupInvitation(token),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
  })

  if (!wellFormed) return <Refused message="This invitation link is not valid" />
  if (lookup.isLoading) return <PageSpinner label="Checking your invitation" />
  if (lookup.isError) {
    const e = lookup.error
    return (
      <Refused
        message={
          e instanceof ApiError && e.status > 0 && e.status < 500
            ? e.message
            : 'We could not check this invitation right now'
        }
      />
    )
  }
  return <SignUpForm token={token} invitation={lookup.data!} />
}

function SignUpForm({ token, invitation }: { token: string; invitation: TInvitationLookup }) {
  const navigate = useNavigate()
  const { session, signOut } = useSession()
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [busy, setBusy] = useState(false)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const password = String(f.get('password') ?? '')
    const parsed = fieldErrors.check(
      ZAcceptInvitationRequestSchema,
      {
        token,
        password,
        firstName: String(f.get('firstName') ?? ''),
        lastName: String(f.get('lastName') ?? ''),
      },
      password !== String(f.get('confirmPassword') ?? '') ? { confirmPassword: 'Passwords do not match' } : {},
    )
    if (!parsed) return
    setBusy(true)
    try {
      // Someone else may be signed in on this browser; the new account replaces that session.
      if (session) await signOut()
      const accepted = await acceptInvitation(parsed)
      const { error } = await supabase.auth.signInWithPassword({
        email: accepted.email,
        password: parsed.password,
      })
      if (error) throw new Error(`Your account is ready, but signing in failed: ${error.message}`)
      navigate('/accounting/dashboard', { replace: true })
    } catch (err) {
      setBusy(false)
      fieldErrors.fromApi(err)
    }
  }

  return (
    <AuthFrame
      title={`Join ${invitation.organizationName}`}
      description={
        <>
          You were invited as <span className="font-medium text-slate-900">{invitation.email}</span>. Choose a password
          to create your account.
        </>
      }
      footer={<>This invitation is valid until {formatDate(invitation.expiresAt)}.</>}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create your account">
        {errors._ && <Alert tone="danger">{errors._}</Alert>}
        <Field label="Email">
          <Input value={invitation.email} readOnly disabled />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name" required error={errors.firstName}>
            <Input name="firstName" defaultValue={invitation.firstName} autoComplete="given-name" />
          </Field>
          <Field label="Last name" required error={errors.lastName}>
            <Input name="lastName" defaultValue={invitation.lastName} autoComplete="family-name" />
          </Field>
        </div>
        <Field label="Password" required error={errors.password} hint="At least 8 characters.">
          <Input name="password" type="password" autoComplete="new-password" autoFocus />
        </Field>
        <Field label="Confirm password" required error={errors.confirmPassword}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
          {busy && <Spinner className="h-4 w-4 text-white" label="Creating your account" />}
          {busy ? 'Creating your account…' : 'Create account and sign in'}
        </Button>
      </form>
    </AuthFrame>
  )
}
