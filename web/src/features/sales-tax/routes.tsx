/** The client's sales-tax screens (behind the taxes flag): nexus by state, the calculator, the line-item sources. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { CalculatorPage } from './calculator-page.tsx'
import { IntegrationsPage } from './integrations-page.tsx'
import { NexusPage } from './nexus-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/sales-tax/nexus',
    element: <NexusPage />,
    area: 'client',
    flag: 'taxes',
    nav: { label: 'Sales tax', order: 60 },
  },
  { path: '/sales-tax/calculator', element: <CalculatorPage />, area: 'client', flag: 'taxes' },
  { path: '/sales-tax/integrations', element: <IntegrationsPage />, area: 'client', flag: 'taxes' },
]
