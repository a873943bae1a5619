import {
  PROVIDER_LABELS,
  ZSetProviderSettingRequestSchema,
  type TProviderSetting,
} from '@app/shared/schemas/provider-settings.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { QueryState } from '@/components/page.tsx'
import { useProviderSettingMutations, useProviderSettings } from './api.ts'

function SettingRow({ orgId, setting, canEdit }: { orgId: string; setting: TProviderSetting; canEdit: boolean }) {
  const { set, reset } = useProviderSettingMutations(orgId)
  const fieldErrors = useFormErrors()
  // one field: its own message, or the refusal of the whole change
  const error = fieldErrors.errors.value ?? fieldErrors.errors._
  const known = setting.value === null || setting.options.some((o) => o.key === setting.value)

  async function choose(value: string) {
    const parsed = fieldErrors.check(ZSetProviderSettingRequestSchema, { value })
    if (!parsed) return
    try {
      await set.mutateAsync({ setting, value: parsed.value })
      toast.success(`${setting.name} saved`)
    } catch (e) {
      fieldErrors.fromApi(e)
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-3 py-3" data-testid="provider-setting">
      <Field label={setting.name} hint={setting.description || undefined} error={error} className="min-w-64 flex-1">
        <NativeSelect
          value={setting.value ?? ''}
          disabled={!canEdit || set.isPending}
          onChange={(e) => void choose(e.target.value)}
        >
          {setting.value === null && <option value="">Not set</option>}
          {!known && <option value={setting.value!}>{setting.value} (no longer an option)</option>}
          {setting.options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.value}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-center gap-2 pb-1 text-xs text-slate-500">
        {setting.isDefault ? <span>Default</span> : null}
        {canEdit && setting.allowReset && !setting.isDefault && (
          <Button
            size="sm"
            variant="outline"
            disabled={reset.isPending}
            aria-label={`Reset ${setting.name} to the default`}
            onClick={() =>
              reset.mutate(setting, {
                onSuccess: () => {
                  fieldErrors.clear()
                  toast.success(`${setting.name} is back to the default`)
                },
                onError: (e) => fieldErrors.report({ _: e.message }),
              })
            }
          >
            Reset to default
          </Button>
        )}
      </div>
    </div>
  )
}

export function ProviderSettingsPanel({ orgId }: { orgId: string }) {
  const q = useProviderSettings(orgId)
  const byProvider = new Map<TProviderSetting['providerId'], TProviderSetting[]>()
  for (const s of q.data?.settings ?? []) byProvider.set(s.providerId, [...(byProvider.get(s.providerId) ?? []), s])
  return (
    <QueryState query={q} label="Loading provider settings">
      {byProvider.size === 0 ? (
        <EmptyState title="No provider settings defined" description="Admins define them under Provider settings." />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {[...byProvider].map(([provider, settings]) => (
            <Card key={provider}>
              <CardHeader>
                <CardTitle>{PROVIDER_LABELS[provider]}</CardTitle>
                {!q.data?.canEdit && (
                  <CardDescription>Only the organization's admins and bookkeepers change these.</CardDescription>
                )}
              </CardHeader>
              <CardContent className="divide-y divide-slate-100">
                {settings.map((s) => (
                  <SettingRow key={s.key} orgId={orgId} setting={s} canEdit={!!q.data?.canEdit} />
                ))}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </QueryState>
  )
}
