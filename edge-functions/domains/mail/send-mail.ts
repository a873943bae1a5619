/**
 * Records a message in the outbox, then hands it to the transport and stamps sent_at (or the error). Runs as the
 * service role: the outbox is server infrastructure that no client role may write (see docs/security.md).
 */
import { asService } from '../../_shared/db.ts'
import { type MailMessage, type MailTransport, transportFromEnv } from './transport.ts'

export async function sendMail({
  message,
  transport = transportFromEnv(),
}: {
  message: MailMessage
  transport?: MailTransport
}) {
  const [row] = await asService(
    (tx) => tx`insert into public.email_outbox (to_email, subject, text, html, transport)
    values (${message.to.trim().toLowerCase()}, ${message.subject}, ${message.text}, ${message.html ?? null}, ${transport.name}) returning id`,
  )
  let error: string | null = null
  try {
    await transport.send(message)
  } catch (e) {
    error = (e as Error).message
  }
  await asService((tx) =>
    error
      ? tx`update public.email_outbox set error = ${error} where id = ${row.id}`
      : tx`update public.email_outbox set sent_at = now() where id = ${row.id}`,
  )
  return { id: row.id as string, error }
}
