/**
 * The bridge's Slack calls through the official Web API client (@slack/web-api): chat.postMessage into a thread,
 * chat.update, conversations.history / replies page by page (cursor), users.lookupByEmail. Unlike the connect
 * calls, a rate limit is not retried inside the client: rejectRateLimitedCalls hands the 429's Retry-After back, so
 * the job that posts waits it out as a job (SlackRateLimited) instead of holding a worker.
 */
import { ErrorCode, LogLevel, WebClient } from '@slack/web-api'
import { slackConfig } from '../slack/slack-api.ts'

export class SlackRateLimited extends Error {
  constructor(public retryAfterSeconds: number) {
    super(`Slack rate limited the call; retry after ${retryAfterSeconds} s`)
  }
}
/** Slack refused the call (`{ok: false, error}`): the error code is what the message shows. */
export class SlackRefused extends Error {
  constructor(public code: string) {
    super(code)
  }
}

export const client = (token: string) =>
  new WebClient(token, {
    slackApiUrl: `${slackConfig().base}/api/`,
    logLevel: LogLevel.ERROR,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
  })

export async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (e) {
    const err = e as { code?: string; data?: { error?: string }; retryAfter?: number; statusCode?: number }
    if (err.code === ErrorCode.RateLimitedError) throw new SlackRateLimited(err.retryAfter ?? 1)
    if (err.code === ErrorCode.PlatformError) throw new SlackRefused(err.data?.error ?? 'unknown_error')
    if (err.code === ErrorCode.HTTPError) throw new SlackRefused(`http_${err.statusCode ?? 'error'}`)
    throw e
  }
}

export const postToThread = (token: string, p: { channel: string; threadTs: string | null; text: string }) =>
  call(async () => {
    const r = await client(token).chat.postMessage({
      channel: p.channel,
      text: p.text,
      ...(p.threadTs ? { thread_ts: p.threadTs } : {}),
    })
    return { ts: String(r.ts) }
  })

export const updateMessage = (token: string, p: { channel: string; ts: string; text: string }) =>
  call(() => client(token).chat.update(p))

type SlackMessage = { ts?: string; user?: string; text?: string; thread_ts?: string }

/** Every message of a conversation (history) or a thread (replies, with `ts`), following next_cursor. */
export async function readConversation(token: string, p: { channel: string; ts?: string; limit?: number }) {
  const out: SlackMessage[] = []
  let cursor: string | undefined
  do {
    const page = await call(() =>
      p.ts
        ? client(token).conversations.replies({ channel: p.channel, ts: p.ts!, cursor, limit: p.limit ?? 200 })
        : client(token).conversations.history({ channel: p.channel, cursor, limit: p.limit ?? 200 }),
    )
    out.push(...((page.messages ?? []) as SlackMessage[]))
    cursor = page.response_metadata?.next_cursor || undefined
  } while (cursor)
  return out
}

export const lookupByEmail = (token: string, email: string) =>
  call(async () => {
    const r = await client(token).users.lookupByEmail({ email })
    return { id: String(r.user?.id), name: String(r.user?.real_name ?? r.user?.name ?? '') }
  })

/**
 * A Slack person's name and email, the email only when Slack says they confirmed it (an unconfirmed email proves
 * nothing about who they are).
 */
export const slackPersonOf = (token: string, user: string) =>
  call(async () => {
    const r = await client(token).users.info({ user })
    const email = r.user?.profile?.email
    return {
      email: r.user?.is_email_confirmed && email ? email.trim().toLowerCase() : null,
      name: r.user?.profile?.real_name || r.user?.real_name || null,
    }
  })
