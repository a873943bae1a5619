/**
 * The organization the user is working on. A route with `:orgId` in its path is the authority (links stay
 * shareable); elsewhere the last choice is kept in localStorage per user, falling back to the first organization.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation, useMatches, useNavigate } from 'react-router-dom'
import { useSession } from './session.tsx'
import { navArea, organizationsFor, type OrgRef } from './areas.ts'

type CurrentOrg = {
  /** undefined when the user has no organization in this area */
  orgId: string | undefined
  organization: OrgRef | undefined
  /** organizations the switcher offers here */
  organizations: OrgRef[]
  setOrgId: (id: string) => void
}

const CurrentOrgContext = createContext<CurrentOrg | null>(null)
const storageKey = (userId: string) => `ledgerloop.currentOrgId.${userId}`

function readStored(userId: string | undefined): string | undefined {
  if (!userId) return undefined
  try {
    return localStorage.getItem(storageKey(userId)) ?? undefined
  } catch {
    return undefined
  }
}

export function CurrentOrgProvider({ children }: { children: ReactNode }) {
  const { me } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const matches = useMatches()
  const urlOrgId = matches.at(-1)?.params.orgId
  const [stored, setStored] = useState(() => readStored(me?.userId))

  const organizations = useMemo(
    () => (me ? organizationsFor(navArea(location.pathname, me), me) : []),
    [me, location.pathname],
  )
  const orgId = urlOrgId ?? (organizations.some((o) => o.id === stored) ? stored : organizations[0]?.id)

  const setOrgId = useCallback(
    (id: string) => {
      if (me) {
        try {
          localStorage.setItem(storageKey(me.userId), id)
        } catch {
          /* private mode: keep it in memory */
        }
      }
      setStored(id)
      if (urlOrgId && urlOrgId !== id) {
        navigate(location.pathname.replace(`/${urlOrgId}`, `/${id}`) + location.search)
      }
    },
    [me, urlOrgId, navigate, location.pathname, location.search],
  )

  // Opening a link with an organization in it makes that organization the remembered one.
  useEffect(() => {
    if (!me || !urlOrgId) return
    try {
      localStorage.setItem(storageKey(me.userId), urlOrgId)
    } catch {
      /* ignore */
    }
    setStored(urlOrgId)
  }, [me, urlOrgId])

  const value = useMemo<CurrentOrg>(() => {
    const all = me ? organizationsFor('any', me) : []
    const organization = organizations.find((o) => o.id === orgId) ?? all.find((o) => o.id === orgId)
    return { orgId, organization, organizations, setOrgId }
  }, [me, orgId, organizations, setOrgId])

  return <CurrentOrgContext.Provider value={value}>{children}</CurrentOrgContext.Provider>
}

export function useCurrentOrg(): CurrentOrg {
  const ctx = useContext(CurrentOrgContext)
  if (!ctx) throw new Error('useCurrentOrg must be used inside <CurrentOrgProvider>')
  return ctx
}
