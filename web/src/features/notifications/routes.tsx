/** Notifications have no page of their own: the bell sits in the header of every signed-in area. */
import type { FeatureRoute, HeaderItem } from '@/app/feature-route.ts'
import { NotificationsMenu } from './notifications-menu.tsx'

export const routes: FeatureRoute[] = []

export const headerItems: HeaderItem[] = [{ key: 'notifications', order: 10, Component: NotificationsMenu }]
