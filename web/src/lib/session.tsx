/**
 * Session context: the supabase-js session (kept in localStorage), the profile and organizations from GET /api/me,
 * and the session's assurance level (aal1/aal2) with whether the user has a verified second factor.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { supabase } from './supabase.ts'
import { api } from './api.ts'
import { shellKeys } from './query-client.ts'
import type { Me } from './areas.ts'

type SessionState = {
  /** `second-factor`: signed in with the password only while the user has a verified factor; the API refuses them */
  status: 'loading' | 'signed-out' | 'second-factor' | 'signed-in' | 'error'
  session: Session | null
  me: Me | undefined
  error: Error | null
  /** aal of the current token; aal2 only after a second factor was verified in this session */
  aal: 'aal1' | 'aal2'
  hasVerifiedFactor: boolean
  /** the session passed its second step: aal2, or a recovery code spent on it (the server keeps the same record) */
  secondFactorDone: boolean
  /** after the server accepted a recovery code for this session */
  markRecovered: () => void
  /** true after the user chose to sign out, so guards send them to a plain /sign-in rather than back here */
  signedOutByUser: boolean
  signOut: () => Promise<void>
  refresh: () => Promise<void>
}

const SessionContext = createContext<SessionState | null>(null)

function tokenClaims(token: string | undefined): Record<string, unknown> {
  try {
    return JSON.parse(atob(token!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
  } catch {
    return {}
  }
}

const tokenAal = (token: string | undefined): 'aal1' | 'aal2' => (tokenClaims(token).aal === 'aal2' ? 'aal2' : 'aal1')

/**
 * The session that spent a recovery code, remembered so a reload does not ask again. Only a hint for the screens:
 * the server decides (private.second_factor_recoveries), and a wrong hint just meets its 403.
 */
const RECOVERED_KEY = 'ledgerloop.second-factor-recovered-session'

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [session, setSession] = useState<Session | null>(null)
  const [ready, setReady] = useState(false)
  const [signedOutByUser, setSignedOutByUser] = useState(false)
  const [recoveredSession, setRecoveredSession] = useState(() => localStorage.getItem(RECOVERED_KEY))

  useEffect(() => {
    let alive = true
    void supabase.auth.getSession().then(({ data }) => {
      if (!alive) return
      setSession(data.session)
      setReady(true)
    })
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next)
      setReady(true)
      if (event === 'SIGNED_OUT') queryClient.clear()
      if (event === 'SIGNED_IN') setSignedOutByUser(false)
      // A verified factor upgrades the token to aal2: the profile carries the level, so read it again.
      if (event === 'MFA_CHALLENGE_VERIFIED') void queryClient.invalidateQueries({ queryKey: shellKeys.me })
    })
    return () => {
      alive = false
      data.subscription.unsubscribe()
    }
  }, [queryClient])

  const userId = session?.user.id
  const aal = tokenAal(session?.access_token)
  const hasVerifiedFactor = !!session?.user.factors?.some((f) => f.status === 'verified')
  const sessionId = tokenClaims(session?.access_token).session_id as string | undefined
  const secondFactorDone = aal === 'aal2' || (!!sessionId && recoveredSession === sessionId)
  // The server refuses every API call until the second step is done, so the profile waits for it.
  const needsSecondFactor = hasVerifiedFactor && !secondFactorDone
  const meQuery = useQuery({
    queryKey: [...shellKeys.me, userId, aal, secondFactorDone],
    queryFn: () => api.GET('/api/me'),
    enabled: !!userId && !needsSecondFactor,
    staleTime: 60_000,
  })

  const value = useMemo<SessionState>(() => {
    const status: SessionState['status'] = !ready
      ? 'loading'
      : !session
        ? 'signed-out'
        : needsSecondFactor
          ? 'second-factor'
          : meQuery.data
            ? 'signed-in'
            : meQuery.isError
              ? 'error'
              : 'loading'
    return {
      status,
      session,
      me: session ? meQuery.data : undefined,
      error: meQuery.error,
      aal,
      hasVerifiedFactor,
      secondFactorDone,
      markRecovered: () => {
        if (!sessionId) return
        localStorage.setItem(RECOVERED_KEY, sessionId)
        setRecoveredSession(sessionId)
      },
      signedOutByUser,
      signOut: async () => {
        setSignedOutByUser(true)
        await supabase.auth.signOut()
      },
      refresh: async () => {
        await meQuery.refetch()
      },
    }
  }, [
    ready,
    session,
    aal,
    hasVerifiedFactor,
    secondFactorDone,
    sessionId,
    needsSecondFactor,
    signedOutByUser,
    meQuery.data,
    meQuery.isError,
    meQuery.error,
    meQuery.refetch,
  ])

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext)
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>')
  return ctx
}

/** For screens behind the session guard, where the profile is always loaded. */
export function useMe(): Me {
  const { me } = useSession()
  if (!me) throw new Error('useMe used outside a signed-in route')
  return me
}
