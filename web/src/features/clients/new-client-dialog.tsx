/** Add a client organization (admins): legal name, services and priority; then open it to invite its people. */
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ZCreateOrganizationRequestSchema, type TAccountingService } from '@app/shared/schemas/organizations.ts'
import { api, type ApiBody } from '@/lib/api.ts'
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
import { toast } from '@/components/ui/toast.tsx'
import { ServicesPicker } from '@/components/services.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

export function NewClientDialog() {
  const [open, setOpen] = useState(false)
  const [services, setServices] = useState<TAccountingService[]>(['bookkeeping'])
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const navigate = useNavigate()
  const qc = useQueryClient()
  const create = useMutation({
    mutationFn: (body: ApiBody<'post', '/api/organizations'>) => api.POST('/api/organizations', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['organizations'] }),
  })

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = fieldErrors.check(ZCreateOrganizationRequestSchema, {
      legalName: String(new FormData(e.currentTarget).get('legalName') ?? ''),
      accountingServices: services,
    })
    if (!parsed) return
    try {
      const org = await create.mutateAsync(parsed)
      toast.success(`${org.legalName} added`)
      setOpen(false)
      navigate(`/admin/client/${org.id}`)
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
        <Button>Add client</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a client</DialogTitle>
          <DialogDescription>Create the organization, then invite its people from the Team tab.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add a client">
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          <Field label="Legal name" required error={errors.legalName}>
            <Input name="legalName" placeholder="Acme Robotics Inc." />
          </Field>
          <ServicesPicker value={services} onChange={setServices} error={errors.accountingServices} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding…' : 'Add client'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
