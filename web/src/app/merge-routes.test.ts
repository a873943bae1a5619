import { describe, expect, it } from 'vitest'
import { effectiveArea, mergeFeatureRoutes, navItems } from './merge-routes.ts'
import type { FeatureRoute } from './feature-route.ts'

const r = (path: string, extra: Partial<FeatureRoute> = {}): FeatureRoute => ({
  path,
  element: path,
  area: 'client',
  ...extra,
})

describe('mergeFeatureRoutes', () => {
  it('lets a feature replace a default route of the session feature, whichever loads first', () => {
    const merged = mergeFeatureRoutes(
      {
        '../features/accounting/routes.tsx': { routes: [r('/accounting/dashboard', { element: 'rich' })] },
        '../features/session/routes.tsx': {
          routes: [r('/accounting/dashboard', { element: 'placeholder' }), r('/sign-in', { area: 'public' })],
        },
        '../features/zeta/routes.tsx': { routes: [r('/accounting/dashboard/')] },
      },
      () => {},
    )
    const dash = merged.filter((x) => x.path === '/accounting/dashboard')
    expect(dash).toHaveLength(1)
    expect(dash[0].feature).toBe('zeta')
    expect(merged.find((x) => x.path === '/sign-in')?.feature).toBe('session')
  })

  it('names a workspace page by the feature that registers it, and warns when a route takes the same path', () => {
    const warnings: string[] = []
    const merged = mergeFeatureRoutes(
      {
        '../features/amc/routes.tsx': { routes: [r('/admin/client/:orgId/amc', { area: 'admin' })] },
        '../features/amc/workspace.tsx': { routes: [r('/admin/client/:orgId/amc', { area: 'admin' })] },
        '../features/reports/workspace.tsx': { routes: [r('/bookkeeper/client/:orgId/reports')] },
      },
      (m) => warnings.push(m),
    )
    expect(merged.map((x) => x.feature)).toEqual(['amc', 'reports'])
    expect(warnings).toEqual(['Route /admin/client/:orgId/amc is declared by both "amc" and "amc"; "amc" wins'])
  })

  it('keeps the default when only the session feature declares a path, and warns on clashes between features', () => {
    const warnings: string[] = []
    const merged = mergeFeatureRoutes(
      {
        './features/session/routes.tsx': { routes: [r('/admin', { area: 'admin' })] },
        './features/a/routes.tsx': { routes: [r('/x')] },
        './features/b/routes.tsx': { routes: [r('/x')] },
      },
      (m) => warnings.push(m),
    )
    expect(merged.find((x) => x.path === '/admin')?.feature).toBe('session')
    expect(merged.find((x) => x.path === '/x')?.feature).toBe('b')
    expect(warnings).toEqual(['Route /x is declared by both "a" and "b"; "b" wins'])
  })
})

describe('navItems', () => {
  it("lists the area's nav routes in order and hides flag-gated ones that are off", () => {
    const routes = mergeFeatureRoutes({
      './features/f/routes.tsx': {
        routes: [
          r('/accounting/reports', { nav: { label: 'Reports', order: 20 } }),
          r('/accounting/dashboard', { nav: { label: 'Dashboard', order: 0 } }),
          r('/accounting/1099s', { flag: 'taxes', nav: { label: '1099s', order: 30 } }),
          r('/admin', { area: 'admin', nav: { label: 'Overview', order: 0 } }),
          r('/accounting/hidden'),
        ],
      },
    })
    expect(navItems(routes, 'client', () => false).map((n) => n.label)).toEqual(['Dashboard', 'Reports'])
    expect(navItems(routes, 'client', (f) => f === 'taxes').map((n) => n.label)).toEqual([
      'Dashboard',
      'Reports',
      '1099s',
    ])
  })
})

describe('effectiveArea', () => {
  it('lets the path decide over a mistaken declaration', () => {
    expect(effectiveArea({ path: '/admin/users', area: 'any' })).toBe('admin')
    expect(effectiveArea({ path: '/cash/dashboard', area: 'any' })).toBe('client')
    expect(effectiveArea({ path: '/invoice/:token', area: 'any' })).toBe('public')
    expect(effectiveArea({ path: '/onboarding/form/name', area: 'any' })).toBe('any')
  })
})
