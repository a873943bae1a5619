/**
 * Invite a person into a client organization by email. Validated with the API's schema (email trimmed and
 * lower-cased, names required) so mistakes show beside the field; the email goes out through the outbox.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import { ZCreateInvitationRequestSchema } from '@app/shared/schemas/invitations.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { useCreateInvitation } from './api.ts'

export function InviteDialog({
  organizations,
  organizationId,
  trigger,
}: {
  /** organizations to choose from; with `organizationId` the choice is fixed */
  organizations: { id: string; legalName: string }[]
  organizationId?: string
  trigger?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const create = useCreateInvitation()

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const parsed = fieldErrors.check(
      ZCreateInvitationRequestSchema,
      {
        organizationId: organizationId ?? String(f.get('organizationId') ?? ''),
        email: String(f.get('email') ?? ''),
        firstName: String(f.get('firstName') ?? ''),
        lastName: String(f.get('lastName') ?? ''),
        orgRole: String(f.get('orgRole') ?? 'user'),
      },
      (found) => (found.organizationId ? { organizationId: 'Choose an organization' } : {}),
    )
    if (!parsed) return
    try {
      const res = await create.mutateAsync(parsed)
      toast.success(`Invitation sent to ${res.invitation.email}`, { description: 'The link is valid for 7 days.' })
      setOpen(false)
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        if (!o) fieldErrors.clear()
      }}
    >
      <DialogTrigger asChild>{trigger ?? <Button>Invite user</Button>}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a client user</DialogTitle>
          <DialogDescription>
            They get an email with a link to set their password and join the organization.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Invite a client user">
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          {!organizationId && (
            <Field label="Organization" required error={errors.organizationId}>
              <NativeSelect name="organizationId" defaultValue="">
                <option value="">Choose an organization…</option>
                {organizations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.legalName}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          <Field label="Email" required error={errors.email}>
            <Input name="email" type="email" autoComplete="off" placeholder="name@company.com" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" required error={errors.firstName}>
              <Input name="firstName" autoComplete="off" />
            </Field>
            <Field label="Last name" required error={errors.lastName}>
              <Input name="lastName" autoComplete="off" />
            </Field>
          </div>
          <Field
            label="Organization role"
            error={errors.orgRole}
            hint="Users work in the organization; admins also edit its information and invite others."
          >
            {/* the least privilege by default: making someone an admin is a choice, not an oversight */}
            <NativeSelect name="orgRole" defaultValue="user">
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </NativeSelect>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
