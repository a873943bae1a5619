/**
 * Live updates for staff screens. Realtime topics are per organization ('org:<id>') and one for admins ('admins');
 * hooks cannot be called in a loop, so each watched organization gets a tiny component that joins its topic.
 */
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { amcKeys } from './api.ts'

const EVENTS = ['amc_question_changed']
const KEYS = [[...amcKeys.all]]

function TopicLive({ topic }: { topic: string }) {
  useRealtimeInvalidate(topic, EVENTS, KEYS)
  return null
}

/** Admins hear every organization on 'admins'; everyone else joins each organization they may see. */
export function AmcLive({ admin, orgIds }: { admin: boolean; orgIds: string[] }) {
  if (admin) return <TopicLive topic="admins" />
  return <>{[...new Set(orgIds)].map((id) => <TopicLive key={id} topic={`org:${id}`} />)}</>
}
