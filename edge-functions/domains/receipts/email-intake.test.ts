/**
 * Receipts by email: a member's mailed PDF receipt is filed once, read (vendor, total, date) and matched to its card
 * line; a mail that files nothing says why (no attachment, an unknown sender, an address naming no organization, a
 * 30 MB attachment), and nothing crashes.
 */
import assert from 'node:assert/strict'
import { closeDb, db } from '../../_shared/db.ts'
import { closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { textPdf } from '../../../shared/pdf/text-pdf.ts'
import { RECEIPT_EMAIL_OUTCOMES } from '../../../shared/rules/receipts.ts'
import { receiveReceiptEmail } from './email-intake.ts'

const b64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (c) => String.fromCharCode(c)).join(''))

Deno.test({ name: 'receipts by email: filed once, read, matched; or recorded with why not', ...opts }, async (t) => {
  const member = await newUser('user')
  const org = await newOrg({ admins: [member] })
  const sql = fixtureSql()
  const [{ email }] = await sql`select email from public.users where id = ${member}`
  const mail = (over: Record<string, unknown> = {}) => ({
    messageId: `push-${crypto.randomUUID()}`,
    attributes: {},
    data: {
      messageId: `mail-${crypto.randomUUID()}`,
      to: `receipts+${org}@receipts.example.test`,
      from: `Ada Member <${email}>`,
      subject: 'Coffee with a client',
      attachments: [],
      ...over,
    },
  })
  const receive = (body: unknown) => db().begin((tx) => receiveReceiptEmail({ tx, body }))
  try {
    await sql`insert into public.provider_transactions (organization_id, provider, transaction_id, transaction_effective_time,
        total_amount_cents, description, vendor, raw)
      values (${org}, 'ramp', ${`ramp-${crypto.randomUUID()}`}, '2026-10-04T15:00:00Z', -4250, 'BLUE BOTTLE COFFEE #12', 'Blue Bottle Coffee', '{}'),
        (${org}, 'ramp', ${`ramp-${crypto.randomUUID()}`}, '2026-10-04T16:00:00Z', -4251, 'SOMEWHERE ELSE', 'Elsewhere', '{}')`

    await t.step('a PDF receipt from a member is filed, read and matched to its line, once', async () => {
      const pdf = textPdf({
        title: 'Receipt',
        lines: ['Blue Bottle Coffee Inc.', 'Receipt', 'Date: 2026-10-03', 'Total: $42.50'],
      })
      const body = mail({
        attachments: [{ fileName: 'receipt.pdf', contentType: 'application/pdf', contentBase64: b64(pdf) }],
      })
      const first = await receive(body)
      assert.equal(first.outcome, 'filed')
      assert.equal(first.filed, 1)
      const again = await receive(body)
      assert.equal(again.filed, 0, 'a redelivered mail files nothing twice')
      const [r] =
        await sql`select r.source, r.sender, rr.vendor, rr.amount_cents::int as cents, rr.receipt_date::text as day,
          pt.description
        from public.receipts r join public.receipt_readings rr on rr.receipt_id = r.id
        left join public.provider_transactions pt on pt.id = rr.provider_transaction_id
        where r.organization_id = ${org}`
      assert.deepEqual(
        { ...r },
        {
          source: 'email',
          sender: email,
          vendor: 'Blue Bottle Coffee Inc.',
          cents: 4250,
          day: '2026-10-03',
          description: 'BLUE BOTTLE COFFEE #12',
        },
      )
    })

    await t.step('a mail that files nothing records why', async () => {
      const cases: [unknown, string][] = [
        [mail(), 'no-attachment'],
        [mail({ from: 'stranger@elsewhere.example' }), 'unknown-sender'],
        [mail({ to: 'receipts+not-an-org@receipts.example.test' }), 'unknown-organization'],
        [
          mail({
            attachments: [
              {
                fileName: 'huge.jpg',
                contentType: 'image/jpeg',
                contentBase64: 'A'.repeat(Math.ceil((30 * 1024 * 1024 * 4) / 3)),
              },
            ],
          }),
          'too-large',
        ],
        [
          mail({ attachments: [{ fileName: 'notes.txt', contentType: 'text/plain', contentBase64: btoa('hi') }] }),
          'not-a-receipt',
        ],
      ]
      for (const [body, outcome] of cases) {
        const got = await receive(body)
        assert.equal(got.outcome, outcome)
        assert.equal(got.filed, 0)
        const messageId = (body as { data: { messageId: string } }).data.messageId
        const [row] = await sql`select outcome from public.receipt_emails where message_id = ${messageId}`
        assert.equal(row.outcome, outcome)
      }
      assert.equal(RECEIPT_EMAIL_OUTCOMES['too-large'], 'The attachment is larger than 10 MB, so it was not filed.')
      const [{ n }] = await sql`select count(*)::int as n from public.receipts where organization_id = ${org}`
      assert.equal(n, 1, 'only the one receipt was filed')
    })
  } finally {
    await sql`delete from public.receipt_emails where organization_id = ${org} or sender = 'stranger@elsewhere.example'
      or organization_id is null and subject = 'Coffee with a client'`
    await dropFixtures({ orgs: [org], users: [member] })
    await closeFixtureSql()
    await closeDb()
  }
})
