/**
 * Collects the feature routes into one table. When two features declare the same path, a feature's route wins over
 * the shell's defaults (features/session), so a richer screen replaces a default by declaring its path.
 */
import type { FeatureRoute } from './feature-route.ts'
import { areaOfPath, isPublicPath } from '../lib/areas.ts'

export type RegisteredRoute = FeatureRoute & { feature: string }

/** Features whose routes are defaults that any other feature may replace. */
const DEFAULT_FEATURES = new Set(['session'])

function featureName(modulePath: string): string {
  return /features\/([^/]+)\/(?:routes|workspace)\.tsx?$/.exec(modulePath)?.[1] ?? modulePath
}

const normalizePath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)

export function mergeFeatureRoutes(
  modules: Record<string, { routes?: FeatureRoute[] }>,
  warn: (message: string) => void = () => {},
): RegisteredRoute[] {
  const byPath = new Map<string, RegisteredRoute>()
  for (const modulePath of Object.keys(modules).sort()) {
    const feature = featureName(modulePath)
    for (const route of modules[modulePath].routes ?? []) {
      const path = normalizePath(route.path)
      const existing = byPath.get(path)
      const candidate = { ...route, path, feature }
      if (!existing) {
        byPath.set(path, candidate)
        continue
      }
      const existingIsDefault = DEFAULT_FEATURES.has(existing.feature)
      const candidateIsDefault = DEFAULT_FEATURES.has(feature)
      if (existingIsDefault && !candidateIsDefault) byPath.set(path, candidate)
      else if (!existingIsDefault && candidateIsDefault) continue
      else {
        warn(`Route ${path} is declared by both "${existing.feature}" and "${feature}"; "${feature}" wins`)
        byPath.set(path, candidate)
      }
    }
  }
  return [...byPath.values()]
}

/**
 * The area a route really belongs to: the path decides when it can (/admin/* is always admin-only, /invoice/* is
 * always public), the route's declared area otherwise.
 */
export function effectiveArea(route: Pick<FeatureRoute, 'path' | 'area'>): FeatureRoute['area'] {
  if (isPublicPath(route.path)) return 'public'
  return areaOfPath(route.path) ?? route.area
}

/** Header navigation of one area: routes with a nav entry, ordered, with flag-gated ones left out while off. */
export function navItems(routes: RegisteredRoute[], area: string, isOn: (flag: string) => boolean) {
  return routes
    .filter((r) => r.nav && effectiveArea(r) === area && (!r.flag || isOn(r.flag)))
    .sort((a, b) => a.nav!.order - b.nav!.order || a.nav!.label.localeCompare(b.nav!.label))
    .map((r) => ({ path: r.path, label: r.nav!.label, badge: r.nav!.badge }))
}
