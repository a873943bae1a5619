/**
 * Realtime wiring. Realtime carries no state of its own: a broadcast on a private channel invalidates TanStack Query
 * keys, and the screens refetch. One channel per topic is shared by every component listening to it (ref-counted),
 * because supabase-js hands out the same channel object for the same topic. Staff hear every client they may see on
 * their own user topic (useOwnTopic), so a page holds one channel per person, not one per client: hosted Realtime
 * allows 100 channels per connection.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { useMe } from './session.tsx'
import { accessToken, supabase } from './supabase.ts'

type Listener = (event: string, payload: unknown) => void
type Entry = { listeners: Set<Listener>; channel: Promise<RealtimeChannel>; teardown?: ReturnType<typeof setTimeout> }
const topics = new Map<string, Entry>()

async function join(topic: string, listeners: Set<Listener>): Promise<RealtimeChannel> {
  // Private channels are authorized with the user's JWT (RLS on realtime.messages), so set it before joining.
  const token = await accessToken()
  if (token) await supabase.realtime.setAuth(token)
  const channel = supabase.channel(topic, { config: { private: true } })
  channel.on('broadcast', { event: '*' }, (msg: { event: string; payload?: unknown }) => {
    for (const l of listeners) l(msg.event, msg.payload)
  })
  channel.subscribe()
  return channel
}

// Leaving is delayed a moment: a screen that unmounts and remounts (navigation, StrictMode) keeps its channel
// instead of racing a leave against a re-join of the same topic.
const LEAVE_DELAY_MS = 1000

function listen(topic: string, listener: Listener): () => void {
  let entry = topics.get(topic)
  if (!entry) {
    const listeners = new Set<Listener>()
    entry = { listeners, channel: join(topic, listeners) }
    topics.set(topic, entry)
  }
  const e = entry
  if (e.teardown) {
    clearTimeout(e.teardown)
    e.teardown = undefined
  }
  e.listeners.add(listener)
  return () => {
    e.listeners.delete(listener)
    if (e.listeners.size > 0) return
    e.teardown = setTimeout(() => {
      if (e.listeners.size > 0 || topics.get(topic) !== e) return
      topics.delete(topic)
      void e.channel.then((ch) => supabase.removeChannel(ch))
    }, LEAVE_DELAY_MS)
  }
}

/**
 * The signed-in person's own topic, `user:<id>`. Besides what concerns the person, it carries for staff each change of
 * every organization they may see (the database sends it there as well as to `org:<id>`: private.broadcast_org), with
 * the organization named in the payload's `organizationId`.
 */
export function useOwnTopic(): string {
  return `user:${useMe().userId}`
}

/** For listeners of the own topic that want what concerns the person, not the organizations' changes it also carries. */
export const aboutThePerson = (_event: string, payload: unknown) =>
  !(typeof payload === 'object' && payload !== null && 'organizationId' in payload)

/** The broadcasts that invalidate: named events, any event ('*'), or those a test accepts. */
type Events = string[] | '*' | ((event: string, payload: unknown) => boolean)

/**
 * Joins the private channel `topic` and invalidates `queryKeys` whenever one of `events` (or any event, with '*')
 * is broadcast on it. Pass an empty topic to stay off (e.g. while the organization is unknown). A topic whose sender
 * announces at most once per window (`settleMs`) leaves changes of that window unannounced: the keys are invalidated
 * once more when the window after the last message has passed.
 */
export function useRealtimeInvalidate(
  topic: string,
  events: Events,
  queryKeys: unknown[][],
  opts: { settleMs?: number } = {},
) {
  const queryClient = useQueryClient()
  const latest = useRef({ events, queryKeys })
  latest.current = { events, queryKeys }
  const settleMs = opts.settleMs
  useEffect(() => {
    if (!topic) return
    let settle: ReturnType<typeof setTimeout> | undefined
    const invalidate = () => {
      for (const queryKey of latest.current.queryKeys) void queryClient.invalidateQueries({ queryKey })
    }
    const stop = listen(topic, (event, payload) => {
      const wanted = latest.current.events
      if (wanted !== '*' && !(typeof wanted === 'function' ? wanted(event, payload) : wanted.includes(event))) return
      invalidate()
      if (settleMs === undefined) return
      clearTimeout(settle)
      settle = setTimeout(invalidate, settleMs)
    })
    return () => {
      clearTimeout(settle)
      stop()
    }
  }, [topic, queryClient, settleMs])
}

type LiveStatus = 'live' | 'connecting' | 'offline'

let everAttempted = false
function readStatus(): LiveStatus {
  const state = supabase.realtime.connectionState()
  if (state === 'open') {
    everAttempted = true
    return 'live'
  }
  if (state === 'connecting') {
    everAttempted = true
    return 'connecting'
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline'
  // Before the first connection attempt the socket reads "closed"; that is not being offline yet.
  return everAttempted ? 'offline' : 'connecting'
}

// The socket exposes its state but no public change event, so sample it; 500 ms is below what a person notices.
function subscribeStatus(onChange: () => void) {
  const timer = setInterval(onChange, 500)
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    clearInterval(timer)
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** State of the realtime socket: "live" when open, "connecting" while (re)connecting, "offline" otherwise. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, readStatus, () => 'connecting')
}
