/** Invitations: the admin screen, the public sign-up page the email links to, and the local outbox. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { InvitationsPage } from './invitations-page.tsx'
import { InvitedSignUpPage } from './sign-up-page.tsx'
import { OutboxPage } from './outbox-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/invitations', element: <InvitationsPage />, area: 'admin', nav: { label: 'Invitations', order: 20 } },
  { path: '/invited/user/sign-up', element: <InvitedSignUpPage />, area: 'public' },
  { path: '/dev/outbox', element: <OutboxPage />, area: 'any' },
]
