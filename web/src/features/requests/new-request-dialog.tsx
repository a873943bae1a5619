/** Open a customer request for an organization; validated with the API's schema, errors beside the fields. */
import { useState, type FormEvent } from 'react'
import { ZCreateCustomerRequestRequestSchema } from '@app/shared/schemas/requests.ts'
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
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { useRequestMutations } from './api.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'

export function NewRequestDialog({ organizations }: { organizations: { id: string; legalName: string }[] }) {
  const [open, setOpen] = useState(false)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const { create } = useRequestMutations()
  const { orgId } = useCurrentOrg()
  // Start on the organization being worked on (or the only one); the list may arrive after the dialog opened.
  const preset = organizations.some((o) => o.id === orgId)
    ? orgId!
    : organizations.length === 1
      ? organizations[0].id
      : ''

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const link = String(f.get('link') ?? '').trim()
    const parsed = fieldErrors.check(
      ZCreateCustomerRequestRequestSchema,
      {
        organizationId: String(f.get('organizationId') ?? ''),
        request: String(f.get('request') ?? ''),
        link: link || undefined,
      },
      (found) => (found.organizationId ? { organizationId: 'Choose an organization' } : {}),
    )
    if (!parsed) return
    try {
      await create.mutateAsync(parsed)
      toast.success('Request added to the board')
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
      <DialogTrigger asChild>
        <Button>New request</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New customer request</DialogTitle>
          <DialogDescription>
            Something a client asked for. It goes to the organization's primary bookkeeper.
          </DialogDescription>
        </DialogHeader>
        <form
          key={preset}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label="New customer request"
        >
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          <Field label="Organization" required error={errors.organizationId}>
            <NativeSelect name="organizationId" defaultValue={preset}>
              <option value="">Choose an organization…</option>
              {organizations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.legalName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Request" required error={errors.request}>
            <Textarea name="request" rows={4} placeholder="What does the client need?" />
          </Field>
          <Field label="Link" error={errors.link} hint="Optional: the message or document this came from.">
            <Input name="link" type="url" placeholder="https://…" />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding…' : 'Add request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
