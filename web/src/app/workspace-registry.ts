/**
 * Every feature's part of a client's staff workspace, gathered at build time from
 * web/src/features/<domain>/workspace.tsx (the way registry.ts gathers routes), in order.
 */
import type { ClientsListColumn, StaffArea, WorkspaceModule, WorkspacePart, WorkspaceSection } from './workspace.ts'

const modules = import.meta.glob<WorkspaceModule>('../features/*/workspace.tsx', { eager: true })

const byOrder = <T extends { order: number; label?: string }>(a: T, b: T) =>
  a.order - b.order || (a.label ?? '').localeCompare(b.label ?? '')

export const workspaceModules = modules

export const workspaceSections: WorkspaceSection[] = Object.values(modules)
  .flatMap((m) => m.sections ?? [])
  .sort(byOrder)

export const workspaceParts: WorkspacePart[] = Object.values(modules)
  .flatMap((m) => m.parts ?? [])
  .sort(byOrder)

export const clientsListColumns: ClientsListColumn[] = Object.values(modules)
  .flatMap((m) => m.clientsListColumns ?? [])
  .sort(byOrder)

export const sectionsOf = (area: StaffArea) => workspaceSections.filter((s) => !s.areas || s.areas.includes(area))
