/** The count beside "Chats": client messages waiting on an answer across the bookkeeper's channels, kept live. */
import { useChatChannels } from './api.ts'
import { ChatLive } from './live.tsx'

export function ChatNavBadge() {
  const channels = useChatChannels()
  const n = (channels.data ?? []).reduce((sum, c) => sum + c.pending, 0)
  return (
    <>
      <ChatLive />
      {n > 0 && (
        <span
          data-testid="chat-nav-badge"
          data-count={n}
          title={`${n} waiting on an answer`}
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold tabular-nums text-amber-900"
        >
          {n}
          <span className="sr-only"> waiting on an answer</span>
        </span>
      )}
    </>
  )
}
