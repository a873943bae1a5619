/**
 * The contract between the shell and the features: each `web/src/features/<domain>/routes.tsx` exports
 * `routes: FeatureRoute[]`, and the shell mounts them behind the guard of their area (and, optionally, `headerItems`
 * for the signed-in header).
 */
import type { ComponentType, ReactNode } from 'react'

export type FeatureRoute = {
  /** react-router path, e.g. '/accounting/amc' or '/admin/client/:orgId/statements' */
  path: string
  element: ReactNode
  /** who may open it: admin/owner, staff, client-organization users, anyone signed in, or anyone at all */
  area: 'admin' | 'bookkeeper' | 'client' | 'public' | 'any'
  /** feature flag of the current organization; when off the route is hidden from the nav and shows not-found */
  flag?: string
  /**
   * listed in the header navigation of its area, lowest order first; `badge` renders next to the label (e.g. a live
   * count) and should render nothing when there is nothing to show
   */
  nav?: { label: string; order: number; badge?: ComponentType }
}

/** A control in the signed-in header, between the live indicator and the account menu, lowest order first. */
export type HeaderItem = { key: string; order: number; Component: ComponentType }
