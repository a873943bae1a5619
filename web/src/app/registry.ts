/**
 * Every feature's routes and header controls, gathered at build time from web/src/features/<domain>/routes.tsx, and
 * the pages each feature adds to a client's staff workspace (web/src/features/<domain>/workspace.tsx, mounted by the shell).
 */
import type { FeatureRoute, HeaderItem } from './feature-route.ts'
import { mergeFeatureRoutes } from './merge-routes.ts'
import { workspaceRouteModules } from './workspace-shell.tsx'

const modules = import.meta.glob<{ routes?: FeatureRoute[]; headerItems?: HeaderItem[] }>('../features/*/routes.tsx', {
  eager: true,
})

export const featureRoutes = mergeFeatureRoutes({ ...modules, ...workspaceRouteModules() }, (m) => console.warn(m))

/** The controls features put in the signed-in header (the notifications bell). */
export const headerItems: HeaderItem[] = Object.values(modules)
  .flatMap((m) => m.headerItems ?? [])
  .sort((a, b) => a.order - b.order)
