/**
 * The client's sales-tax screens (behind the taxes flag): nexus by state, the calculator, the line-item sources, and
 * the 1099 vendors under /accounting; and the public W-9 form a vendor opens from the emailed link, with no session.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { CalculatorPage } from './calculator-page.tsx'
import { IntegrationsPage } from './integrations-page.tsx'
import { NexusPage } from './nexus-page.tsx'
import { Vendors1099Page } from './vendors-1099-page.tsx'

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
  {
    path: '/accounting/1099s',
    element: <Vendors1099Page />,
    area: 'client',
    flag: 'taxes',
    nav: { label: '1099s', order: 30 },
  },
]
