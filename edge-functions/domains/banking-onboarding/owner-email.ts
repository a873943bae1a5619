/** The email that asks a beneficial owner to complete their part; the link is the web app's public owner page. */
import type { MailMessage } from '../mail/transport.ts'
import { OWNER_LINK_TTL_DAYS } from '../../../shared/rules/banking-onboarding.ts'
import { endSentence } from '../../../shared/rules/format.ts'

export const ownerLink = (webUrl: string, token: string) =>
  `${webUrl.replace(/\/$/, '')}/beneficial-owner/${encodeURIComponent(token)}`

export function ownerEmail({
  to,
  firstName,
  businessName,
  token,
  webUrl,
}: {
  to: string
  firstName: string
  businessName: string
  token: string
  webUrl: string
}): MailMessage {
  const link = ownerLink(webUrl, token)
  const ask = endSentence(`${businessName} is opening a business bank account and listed you as a beneficial owner`)
  const what = 'To finish, we need your date of birth, your Social Security number and your home address.'
  const text = `Hi ${firstName},\n\n${ask} ${what} Complete your part here (the link is valid for ${OWNER_LINK_TTL_DAYS} days):\n\n${link}\n`
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
  const html = `<p>Hi ${esc(firstName)},</p><p>${esc(ask)} ${esc(what)}</p><p><a href="${esc(link)}">Complete your part</a> (valid for ${OWNER_LINK_TTL_DAYS} days).</p>`
  return { to, subject: `${businessName}: confirm your details for its business bank account`, text, html }
}
