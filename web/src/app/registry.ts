/**
 * Every feature's routes, gathered at build time from web/src/features/<domain>/routes.tsx, and the pages each
 * feature adds to a client's staff workspace (web/src/features/<domain>/workspace.tsx, mounted by the shell).
 */
import type { FeatureRoute } from './feature-route.ts'
import { mergeFeatureRoutes } from './merge-routes.ts'
import { workspaceRouteModules } from './workspace-shell.tsx'

const modules = import.meta.glob<{ routes?: FeatureRoute[] }>('../features/*/routes.tsx', { eager: true })

export const featureRoutes = mergeFeatureRoutes({ ...modules, ...workspaceRouteModules() }, (m) => console.warn(m))
