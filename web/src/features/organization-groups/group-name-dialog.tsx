/** Create or rename a group: one name field validated with the API's schema, errors in place. */
import { useState, type FormEvent, type ReactNode } from 'react'
import { ZCreateOrganizationGroupRequestSchema } from '@app/shared/schemas/organization-groups.ts'
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
import { useFormErrors } from '@/lib/use-form-errors.ts'

export function GroupNameDialog({
  trigger,
  title,
  description,
  initialName = '',
  submitLabel,
  onSave,
  saved,
}: {
  trigger: ReactNode
  title: string
  description: string
  initialName?: string
  submitLabel: string
  onSave: (name: string) => Promise<unknown>
  /** The confirmation shown once saved. */
  saved: (name: string) => string
}) {
  const [open, setOpen] = useState(false)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [pending, setPending] = useState(false)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = fieldErrors.check(ZCreateOrganizationGroupRequestSchema, {
      name: new FormData(e.currentTarget).get('name') ?? '',
    })
    if (!parsed) return
    setPending(true)
    try {
      await onSave(parsed.name)
      toast.success(saved(parsed.name))
      setOpen(false)
    } catch (err) {
      fieldErrors.fromApi(err)
    } finally {
      setPending(false)
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {errors._ && (
            <p role="alert" className="text-sm text-red-700">
              {errors._}
            </p>
          )}
          <Field label="Group name" required error={errors.name}>
            <Input name="name" defaultValue={initialName} autoFocus />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
