/**
 * Keeps every chat screen and the navigation badge live: `chat_changed` on the person's own topic (staff hear every
 * client they may see there, private.broadcast_org) invalidates the chat queries, which refetch through RLS.
 */
import { useOwnTopic, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { chatKeys } from './api.ts'

const KEYS = [[...chatKeys.all]]

export function ChatLive() {
  useRealtimeInvalidate(useOwnTopic(), ['chat_changed'], KEYS)
  return null
}
