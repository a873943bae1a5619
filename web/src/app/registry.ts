/** Every feature's routes, gathered at build time from web/src/features/<domain>/routes.tsx. */
import type { FeatureRoute } from './feature-route.ts'
import { mergeFeatureRoutes } from './merge-routes.ts'

const modules = import.meta.glob<{ routes?: FeatureRoute[] }>('../features/*/routes.tsx', { eager: true })

export const featureRoutes = mergeFeatureRoutes(modules, (m) => console.warn(m))
