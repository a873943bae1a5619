/** The caller's notification preferences (public.notification_preferences, RLS: one's own rows only). */
import type { Tx } from '../../_shared/db.ts'
import { NOTIFICATION_TYPES } from '../../../shared/schemas/notifications.ts'
import type { TNotificationPreferencesResponse } from '../../../shared/schemas/notifications.ts'

type TType = (typeof NOTIFICATION_TYPES)[number]

export async function getPreferences({ tx }: { tx: Tx }): Promise<TNotificationPreferencesResponse> {
  const rows = await tx`select type::text, enabled from public.notification_preferences where user_id = auth.uid()`
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.type as string))
  return { preferences: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !off.has(type) })) }
}

export async function setPreference({ tx, type, enabled }: { tx: Tx; type: TType; enabled: boolean }) {
  await tx`insert into public.notification_preferences (user_id, type, enabled)
    values (auth.uid(), ${type}::public.notification_type, ${enabled})
    on conflict (user_id, type) do update set enabled = excluded.enabled, updated_at = now()`
  return await getPreferences({ tx })
}
