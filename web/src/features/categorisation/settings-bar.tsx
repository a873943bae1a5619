/**
 * Categorisation of a client (spec §4): whether AI categorisation runs at all (config.aiAutocatEnabled, and the
 * autocat feature flag an admin sets), its mode (auto posts suggestions at or above the threshold and asks the client
 * below it; manual only suggests) and the threshold, chosen between 50% and 99%.
 */
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { ApiError } from '@/lib/api.ts'
import { useSettings, useUpdateSettings } from './api.ts'

const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.99]

export function SettingsBar({ orgId }: { orgId: string }) {
  const settings = useSettings(orgId)
  const update = useUpdateSettings(orgId)
  if (!settings.data) return null
  const save = (body: { mode?: 'auto' | 'manual'; threshold?: number; aiAutocatEnabled?: boolean }) =>
    update.mutate(body, {
      onSuccess: () => toast.success('Categorisation settings saved'),
      onError: (e) => toast.error(e instanceof ApiError ? e.message : 'The settings were not saved'),
    })
  return (
    <div className="flex flex-wrap items-end gap-4 text-sm text-slate-600">
      <Field label="AI categorisation">
        <NativeSelect
          className="w-28"
          aria-label="AI categorisation"
          value={settings.data.aiAutocatEnabled ? 'on' : 'off'}
          onChange={(e) => save({ aiAutocatEnabled: e.target.value === 'on' })}
        >
          <option value="on">On</option>
          <option value="off">Off</option>
        </NativeSelect>
      </Field>
      {!settings.data.autocatFlag && (
        <p className="self-center text-amber-700" data-testid="autocat-flag-off">
          AI categorisation is turned off for this client by the autocat feature flag (Admin › Feature flags).
        </p>
      )}
      <Field label="Mode">
        <NativeSelect
          className="w-56"
          value={settings.data.mode}
          onChange={(e) => save({ mode: e.target.value as 'auto' | 'manual' })}
        >
          <option value="manual">Manual: suggest only</option>
          <option value="auto">Auto: post above the threshold</option>
        </NativeSelect>
      </Field>
      <Field label="Threshold">
        <NativeSelect
          className="w-24"
          value={String(settings.data.threshold)}
          onChange={(e) => save({ threshold: Number(e.target.value) })}
        >
          {[...new Set([...THRESHOLDS, settings.data.threshold])].sort().map((t) => (
            <option key={t} value={String(t)}>
              {Math.round(t * 100)}%
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  )
}
