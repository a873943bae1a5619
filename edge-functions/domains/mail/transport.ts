/**
 * Mail transports. Every message is first recorded in public.email_outbox (send-mail.ts); the transport chosen by
 * MAIL_TRANSPORT then delivers it:
 *   - 'outbox' (default): delivery is the outbox row itself (local, test, and until a provider is configured);
 *   - 'http': POST { to, subject, text, html } as JSON to MAIL_HTTP_URL with `Authorization: Bearer MAIL_HTTP_TOKEN`
 *     (fits Resend/Postmark-style HTTP APIs behind a small adapter).
 * An SMTP transport implements the same `MailTransport` interface (Deno has no SMTP client in this stack's allowed
 * dependencies, so it is not shipped); register it in `transportFromEnv`.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string }

export interface MailTransport {
  readonly name: string
  /** Resolves when the provider accepted the message; throws with a readable reason otherwise. */
  send(message: MailMessage): Promise<void>
}

const outboxTransport: MailTransport = { name: 'outbox', send: async () => {} }

function httpTransport(url: string, token: string): MailTransport {
  return {
    name: 'http',
    async send(message) {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(message),
      })
      if (!r.ok) throw new Error(`Mail provider answered ${r.status}: ${(await r.text()).slice(0, 200)}`)
    },
  }
}

export function transportFromEnv(get: (k: string) => string | undefined = (k) => Deno.env.get(k)): MailTransport {
  const kind = get('MAIL_TRANSPORT') ?? 'outbox'
  if (kind === 'outbox') return outboxTransport
  if (kind === 'http') {
    const url = get('MAIL_HTTP_URL')
    if (!url) throw new Error('MAIL_TRANSPORT=http needs MAIL_HTTP_URL')
    return httpTransport(url, get('MAIL_HTTP_TOKEN') ?? '')
  }
  throw new Error(`Unknown MAIL_TRANSPORT "${kind}" (use outbox or http)`)
}
