/**
 * Live updates for AMC screens. A client joins the topic of each organization shown ('org:<id>'); staff listen on
 * their own user topic, which carries the changes of every organization they may see (however many clients a
 * bookkeeper has, one channel). Hooks cannot be called in a loop, so each topic gets a tiny component that joins it.
 */
import { isStaff } from '@/lib/areas.ts'
import { useOwnTopic, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { useMe } from '@/lib/session.tsx'
import { amcKeys } from './api.ts'

const EVENTS = ['amc_question_changed']
const ALL: readonly (readonly unknown[])[] = [amcKeys.all]

function TopicLive({ topic, keys }: { topic: string; keys: readonly (readonly unknown[])[] }) {
  useRealtimeInvalidate(
    topic,
    EVENTS,
    keys.map((k) => [...k]),
  )
  return null
}

/**
 * `orgIds` are the organizations a client watches (staff hear all of theirs on their own topic; `asClient` makes a staff member
 * on a client screen listen as a client would). `keys` are the query keys a question change invalidates (every AMC
 * query unless narrowed, e.g. to the counts for a badge).
 */
export function AmcLive({
  orgIds,
  asClient = false,
  keys = ALL,
}: {
  orgIds: string[]
  asClient?: boolean
  keys?: readonly (readonly unknown[])[]
}) {
  const me = useMe()
  const own = useOwnTopic()
  if (!asClient && isStaff(me)) return <TopicLive topic={own} keys={keys} />
  return (
    <>
      {[...new Set(orgIds)].filter(Boolean).map((id) => (
        <TopicLive key={id} topic={`org:${id}`} keys={keys} />
      ))}
    </>
  )
}
