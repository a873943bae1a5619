/**
 * Invoices: /cash/invoices in the cash area (the organization's `banking` flag; the screen sits behind the cash gate)
 * and the public page /invoice/:token a customer opens from the email, with no session.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { InvoicesPage } from './invoices-page.tsx'
import { PublicInvoicePage } from './public-invoice-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/cash/invoices', element: <InvoicesPage />, area: 'client', flag: 'banking' },
  { path: '/invoice/:token', element: <PublicInvoicePage />, area: 'public' },
]
