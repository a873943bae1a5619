/**
 * Which notifications a person hears: every type, with what it tells them, on unless turned off. A type turned off is
 * never written for them, whoever sends it (public.notification_preferences, docs/notifications.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATION_DESCRIPTIONS, NOTIFICATION_LABELS } from '@app/shared/rules/notifications.ts'
import { api } from '@/lib/api.ts'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast.tsx'

const KEY = ['notifications', 'preferences'] as const

export function NotificationSettings({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const qc = useQueryClient()
  const prefs = useQuery({
    queryKey: KEY,
    queryFn: () => api.GET('/api/notifications/preferences'),
    enabled: open,
  })
  const save = useMutation({
    mutationFn: (body: { type: keyof typeof NOTIFICATION_LABELS; enabled: boolean }) =>
      api.PUT('/api/notifications/preferences', { body }),
    onSuccess: (data) => qc.setQueryData(KEY, data),
    onError: (e) => {
      toast.error('The setting was not saved', { description: (e as Error).message })
      void qc.invalidateQueries({ queryKey: KEY })
    },
  })
  // the box shows the choice at once (in the same render as the click); a refusal puts the saved choices back
  const choose = (type: keyof typeof NOTIFICATION_LABELS, enabled: boolean) => {
    qc.setQueryData(KEY, (old: typeof prefs.data) =>
      old ? { preferences: old.preferences.map((p) => (p.type === type ? { ...p, enabled } : p)) } : old,
    )
    save.mutate({ type, enabled })
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[80vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Notification settings</DialogTitle>
          <DialogDescription>Choose what you are told about. A type you turn off is not sent to you.</DialogDescription>
        </DialogHeader>
        {prefs.isError ? (
          <p className="text-sm text-red-700">The settings could not be loaded.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Notification types">
            {(prefs.data?.preferences ?? []).map((p) => (
              <li key={p.type} className="flex items-start gap-3 py-2">
                <Checkbox
                  aria-describedby={`pref-${p.type}`}
                  label={NOTIFICATION_LABELS[p.type]}
                  checked={p.enabled}
                  onChange={(e) => choose(p.type, e.target.checked)}
                />
                <span id={`pref-${p.type}`} className="ml-auto max-w-[55%] text-right text-xs text-slate-500">
                  {NOTIFICATION_DESCRIPTIONS[p.type]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
