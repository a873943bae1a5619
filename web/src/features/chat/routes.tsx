/** The messaging bridge: the bookkeeper's client chats (bookkeeping-chats flag) and the admin's response times. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ChatsPage } from './chats-page.tsx'
import { AdminChatsPage } from './admin-chats-page.tsx'
import { ChatNavBadge } from './nav-badge.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/bookkeeper/chats',
    element: <ChatsPage />,
    area: 'bookkeeper',
    flag: 'bookkeeping-chats',
    nav: { label: 'Chats', order: 22, badge: ChatNavBadge },
  },
  {
    path: '/admin/bookkeepers/chats',
    element: <AdminChatsPage />,
    area: 'admin',
    nav: { label: 'Chats', order: 78 },
  },
]
