/**
 * Live updates for AMC screens. Realtime topics are per organization ('org:<id>') and one for admins ('admins');
 * hooks cannot be called in a loop, so each watched organization gets a tiny component that joins its topic.
 */
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
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
 * Admins hear every organization on 'admins'; everyone else joins each organization they may see. `keys` are the
 * query keys a question change invalidates (every AMC query unless narrowed, e.g. to the counts for a badge).
 */
export function AmcLive({
  admin,
  orgIds,
  keys = ALL,
}: {
  admin: boolean
  orgIds: string[]
  keys?: readonly (readonly unknown[])[]
}) {
  if (admin) return <TopicLive topic="admins" keys={keys} />
  return (
    <>
      {[...new Set(orgIds)].filter(Boolean).map((id) => (
        <TopicLive key={id} topic={`org:${id}`} keys={keys} />
      ))}
    </>
  )
}
