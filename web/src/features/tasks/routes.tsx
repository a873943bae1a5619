/** Client onboarding tasks. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { TasksPage } from './tasks-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/accounting/tasks', element: <TasksPage />, area: 'client', nav: { label: 'Tasks', order: 20 } },
]
