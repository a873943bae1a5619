/** The invitation email's content. The link points at the web app's public sign-up page. */
import type { MailMessage } from '../mail/transport.ts'
import { endSentence } from '../../../shared/rules/format.ts'

export function invitationEmail({
  to,
  firstName,
  organizationName,
  token,
  webUrl,
}: {
  to: string
  firstName: string
  organizationName: string
  token: string
  webUrl: string
}): MailMessage {
  const link = `${webUrl.replace(/\/$/, '')}/invited/user/sign-up?token=${encodeURIComponent(token)}`
  const text = `Hi ${firstName},\n\n${endSentence(`You have been invited to join ${organizationName}`)} Set your password here (the link is valid for 7 days):\n\n${link}\n`
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
  const html = `<p>Hi ${esc(firstName)},</p><p>${esc(endSentence(`You have been invited to join ${organizationName}`))}</p><p><a href="${esc(link)}">Accept the invitation</a> (valid for 7 days).</p>`
  return { to, subject: `You're invited to ${organizationName}`, text, html }
}
