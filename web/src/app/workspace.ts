/**
 * The contract between a client's staff workspace and the features: each `web/src/features/<domain>/workspace.tsx`
 * exports `sections` (pages of the workspace, each a link in its sub-navigation) and `parts` (pieces of the client
 * page and the clients list). The shell (`workspace-shell.tsx`) mounts what is registered; no feature names another.
 */
import type { ComponentType, ReactNode } from 'react'
import type { TOrganization } from '@app/shared/schemas/organizations.ts'
import type { TOrganizationListItem } from '@/lib/organizations.ts'
import type { Me } from '@/lib/areas.ts'

export type StaffArea = 'admin' | 'bookkeeper'

/** What every section and part is given: the client, and the staff area it is opened from. */
export type WorkspaceContext = { org: TOrganization; area: StaffArea }

/** A page of the workspace at /<area>/client/:orgId/<segment> ('' is the client page itself). */
export type WorkspaceSection = {
  segment: string
  label: string
  /** place in the sub-navigation, lowest first */
  order: number
  /** the staff areas it is mounted in; both when left out */
  areas?: StaffArea[]
  /**
   * false when the section draws its own heading: it then places the sub-navigation it is handed (`nav`) where its
   * layout wants it; otherwise the shell draws the client's name and the sub-navigation above it
   */
  header?: boolean
  element: (
    ctx: WorkspaceContext & {
      nav: (className?: string) => ReactNode
      /** the parts registered for this page that the signed-in user may see, in order */
      parts: WorkspacePart[]
    },
  ) => ReactNode
}

/**
 * A piece of the client page: a `figure` in its row of figures, a `panel` above the tabs, a `tab` (key and label),
 * or a `members-action` beside the client's users. `element` may render nothing (a panel only some clients have).
 */
export type WorkspacePart = {
  slot: 'figure' | 'panel' | 'tab' | 'members-action'
  key: string
  label?: string
  order: number
  /** who sees it: only when it answers true (e.g. admins and owners); everyone when left out */
  visible?: (me: Me) => boolean
  element: (ctx: WorkspaceContext) => ReactNode
}

/**
 * A column of the staff's clients list (admin and bookkeeper areas), between the list's chart-of-accounts and
 * question-activity columns, lowest order first. `Live` is mounted once above the list with the organizations shown
 * (to keep the column's figures current).
 */
export type ClientsListColumn = {
  key: string
  order: number
  head: ReactNode
  numeric?: boolean
  Cell: ComponentType<{ org: TOrganizationListItem }>
  Live?: ComponentType<{ orgIds: string[] }>
}

/** What a feature's workspace.tsx exports (each optional). */
export type WorkspaceModule = {
  sections?: WorkspaceSection[]
  parts?: WorkspacePart[]
  clientsListColumns?: ClientsListColumn[]
}
