/** Create or edit a message template: title and message, validated with the API's schema, errors on each field. */
import { useState, type FormEvent } from 'react'
import {
  ZMessageTemplateFormSchema,
  type TMessageTemplate,
  type TMessageTemplateForm,
} from '@app/shared/schemas/message-templates.ts'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

/** `template` undefined and `open` true: a new template. */
export function TemplateDialog({
  open,
  template,
  onClose,
  onSave,
}: {
  open: boolean
  template?: TMessageTemplate
  onClose: () => void
  onSave: (form: TMessageTemplateForm) => Promise<unknown>
}) {
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [pending, setPending] = useState(false)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const parsed = fieldErrors.check(ZMessageTemplateFormSchema, {
      title: f.get('title') ?? '',
      content: f.get('content') ?? '',
    })
    if (!parsed) return
    setPending(true)
    try {
      await onSave(parsed)
      toast.success(template ? 'Template saved' : 'Template added')
      onClose()
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
        if (!o) {
          fieldErrors.clear()
          onClose()
        }
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{template ? `Edit ${template.title}` : 'New message template'}</DialogTitle>
          <DialogDescription>
            Placeholders such as {'{{firstName}}'} or {'{{month}}'} are kept as written for the person sending it to
            fill in.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" key={template?.id ?? 'new'}>
          {errors._ && (
            <p role="alert" className="text-sm text-red-700">
              {errors._}
            </p>
          )}
          <Field label="Title" required error={errors.title}>
            <Input name="title" defaultValue={template?.title} />
          </Field>
          <Field label="Message" required error={errors.content}>
            <Textarea name="content" rows={8} defaultValue={template?.content} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save template'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
