/** Notifications (spec §3, §9 types). */
import { z } from 'zod'
import { ZUuid } from './common.ts'

export const NOTIFICATION_TYPES = [
  'books',
  'amc',
  'onboarding-form',
  'variance-analysis',
  'quickbooks-connection',
  'customer-request',
  'connect-all-accounts',
  'custom-message',
  'amortization',
  'bill-pay-review',
  'bill-pay-created-email',
  'bill-pay-created-comment',
  'ai-autocat-onboarding-qbo-setup',
  'ai-autocat-expense-categorization',
] as const
export const ZNotificationType = z.enum(NOTIFICATION_TYPES)
export const ZNotificationStatus = z.enum(['unread', 'read'])

export const ZNotificationSchema = z.object({
  id: ZUuid,
  type: ZNotificationType,
  status: ZNotificationStatus,
  metadata: z.record(z.string(), z.unknown()),
  userId: ZUuid,
  organizationId: ZUuid.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export const ZListNotificationsQuerySchema = z.object({
  status: ZNotificationStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** A reader's choice per type: every type is listed, on unless turned off. */
export const ZNotificationPreference = z.object({ type: ZNotificationType, enabled: z.boolean() })
export const ZNotificationPreferencesResponse = z.object({ preferences: z.array(ZNotificationPreference) })
export type TNotificationPreferencesResponse = z.infer<typeof ZNotificationPreferencesResponse>
export const ZUpdateNotificationPreferenceRequest = ZNotificationPreference
