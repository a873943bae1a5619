/** The invitation email reads as written by a person: one period after a name that already ends in one. */
import assert from 'node:assert/strict'
import { invitationEmail } from './invitation-email.ts'

Deno.test('an organization named "… Inc." gets no second period', () => {
  const m = invitationEmail({
    to: 'a@b.test',
    firstName: 'Ada',
    organizationName: 'Acme Robotics Inc.',
    token: 't',
    webUrl: 'http://x',
  })
  assert.doesNotMatch(m.text, /\.\./)
  assert.doesNotMatch(m.html ?? '', /\.\./)
  assert.match(m.text, /join Acme Robotics Inc\. Set your password/)
  const b = invitationEmail({
    to: 'a@b.test',
    firstName: 'Ada',
    organizationName: 'Birch Bakery',
    token: 't',
    webUrl: 'http://x',
  })
  assert.match(b.text, /join Birch Bakery\. Set your password/)
})
