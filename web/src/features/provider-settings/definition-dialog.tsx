/**
 * Create or edit a provider setting definition: provider and key (fixed once created), name, description, the select's
 * options as key/label rows, an optional default and whether staff may reset to it. Validated with the API's schemas.
 */
import { useState, type FormEvent } from 'react'
import {
  PROVIDER_LABELS,
  PROVIDERS,
  ZCreateProviderSettingDefinitionRequestSchema,
  ZUpdateProviderSettingDefinitionRequestSchema,
  type TCreateProviderSettingDefinitionRequest,
  type TProviderSettingDefinition,
  type TProviderSettingOption,
} from '@app/shared/schemas/provider-settings.ts'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
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
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { useDefinitionMutations } from './api.ts'

type Form = {
  providerId: string
  key: string
  name: string
  description: string
  options: TProviderSettingOption[]
  defaultValue: string
  allowReset: boolean
}
const blank: Form = {
  providerId: 'stripe',
  key: '',
  name: '',
  description: '',
  options: [{ key: '', value: '' }],
  defaultValue: '',
  allowReset: false,
}

export function DefinitionDialog({
  open,
  definition,
  onClose,
}: {
  open: boolean
  definition?: TProviderSettingDefinition
  onClose: () => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose()
      }}
    >
      <DialogContent className="max-w-2xl">
        {open && (
          <DefinitionForm
            key={definition ? `${definition.providerId}/${definition.key}` : 'new'}
            definition={definition}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function DefinitionForm({ definition, onClose }: { definition?: TProviderSettingDefinition; onClose: () => void }) {
  const { create, update } = useDefinitionMutations()
  const [form, setForm] = useState<Form>(
    definition ? { ...definition, defaultValue: definition.defaultValue ?? '' } : blank,
  )
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const patch = (p: Partial<Form>) => setForm((f) => ({ ...f, ...p }))
  const setOption = (i: number, p: Partial<TProviderSettingOption>) =>
    patch({ options: form.options.map((o, j) => (j === i ? { ...o, ...p } : o)) })

  async function submit(e: FormEvent) {
    e.preventDefault()
    const input = { ...form, defaultValue: form.defaultValue || null }
    const parsed = definition
      ? fieldErrors.check(ZUpdateProviderSettingDefinitionRequestSchema, input)
      : fieldErrors.check(ZCreateProviderSettingDefinitionRequestSchema, input)
    if (!parsed) return
    try {
      if (definition) await update.mutateAsync({ definition, input: parsed })
      else await create.mutateAsync(parsed as TCreateProviderSettingDefinitionRequest)
      toast.success(`${parsed.name} saved`)
      onClose()
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{definition ? `Edit ${definition.name}` : 'New provider setting'}</DialogTitle>
        <DialogDescription>
          Staff choose one of the options for each organization, on the client's Provider settings tab.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors._ && (
          <p role="alert" className="text-sm text-red-700">
            {errors._}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Provider" required error={errors.providerId}>
            <NativeSelect
              value={form.providerId}
              disabled={!!definition}
              onChange={(e) => patch({ providerId: e.target.value })}
            >
              {PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {PROVIDER_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Key" required error={errors.key} hint="Used by the integration, e.g. payoutAccount">
            <Input value={form.key} disabled={!!definition} onChange={(e) => patch({ key: e.target.value })} />
          </Field>
        </div>
        <Field label="Name" required error={errors.name}>
          <Input value={form.name} onChange={(e) => patch({ name: e.target.value })} />
        </Field>
        <Field label="Description" error={errors.description}>
          <Textarea rows={2} value={form.description} onChange={(e) => patch({ description: e.target.value })} />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Options</legend>
          {form.options.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; rows are controlled inputs, so a removal re-renders the right values
            <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2" data-testid="option-row">
              <Field label={`Option ${i + 1} key`} error={errors[`options.${i}.key`]}>
                <Input value={o.key} onChange={(e) => setOption(i, { key: e.target.value })} />
              </Field>
              <Field label={`Option ${i + 1} label`} error={errors[`options.${i}.value`]}>
                <Input value={o.value} onChange={(e) => setOption(i, { value: e.target.value })} />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-6"
                aria-label={`Remove option ${i + 1}`}
                onClick={() => patch({ options: form.options.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </div>
          ))}
          {errors.options && <p className="text-xs font-medium text-red-600">{errors.options}</p>}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => patch({ options: [...form.options, { key: '', value: '' }] })}
          >
            Add option
          </Button>
        </fieldset>
        <Field label="Default" error={errors.defaultValue} hint="What an organization gets until someone chooses">
          <NativeSelect value={form.defaultValue} onChange={(e) => patch({ defaultValue: e.target.value })}>
            <option value="">No default</option>
            {form.options
              .filter((o) => o.key.trim())
              .map((o) => (
                <option key={o.key} value={o.key.trim()}>
                  {o.value || o.key}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <Checkbox
          label="Staff may reset an organization's choice to the default"
          checked={form.allowReset}
          onChange={(e) => patch({ allowReset: e.target.checked })}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending || update.isPending}>
            Save setting
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}
