/** Ask My Client API as real users the test creates, in-process: tenant boundaries, answer shapes, conflicts, feedback, reminders. */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { asService, closeDb, db } from '../../_shared/db.ts'
import { sendReminders } from '../../domains/amc/send-reminders.ts'
import { REMINDER_COOLDOWN_MINUTES } from '../../../shared/rules/amc.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { closeFixtureSql } from '../../_testing/api.ts'

// the client and bookkeeper of "Acme", and a client of another organization (set when the test starts)
let ACME = '',
  CLIENT = '',
  CLIENT2 = '',
  BOOKKEEPER = '',
  OTHER = ''

async function call(sub: string, method: string, path: string, body?: unknown) {
  const token = await userToken({ sub })
  const res = await app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** A fresh parked transaction for Acme, as a ledger sync would deliver it. */
async function parkTransaction(amountCents: number, vendor = 'Figma') {
  const key = `test:${crypto.randomUUID()}`
  const [row] =
    await db()`select private.amc_sync_transaction(${ACME}, ${key}, 'purchase', '9000 Ask My Client', ${amountCents},
    '2026-10-03', ${vendor}, 'FIGMA.COM', '{}'::jsonb, true) as id`
  return row.id as string
}

Deno.test({ name: 'Ask My Client API', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  ;[CLIENT, CLIENT2, BOOKKEEPER] = [
    await newUser('user', 'amc'),
    await newUser('user', 'amc'),
    await newUser('bookkeeper', 'amc'),
  ]
  ACME = await newOrg({ admins: [CLIENT], bookkeepers: [BOOKKEEPER] })
  OTHER = await newOrg({ admins: [CLIENT2] })
  const id = await parkTransaction(4250, `Vendor ${crypto.randomUUID().slice(0, 8)}`)

  await t.step('the client sees the question with its default question', async () => {
    const { status, body } = await call(CLIENT, 'GET', `/orgs/${ACME}/amc/questions`)
    assert.equal(status, 200)
    const q = body.questions.find((x: { id: string }) => x.id === id)
    assert.deepEqual([q.status, q.questions, q.amount], ['pending', ['expense_for'], 4250])
  })

  await t.step('a client of another organization can neither read nor answer it', async () => {
    const list = await call(CLIENT2, 'GET', `/orgs/${ACME}/amc/questions`)
    assert.deepEqual(list.body.questions, [])
    const all = await call(CLIENT2, 'GET', '/amc/questions')
    assert.ok(!all.body.questions.some((x: { id: string }) => x.id === id))
    const answer = await call(CLIENT2, 'POST', `/amc/questions/${id}/answer`, {
      answers: { expense_for: { value: 'mine now' } },
      version: 1,
    })
    assert.equal(answer.status, 404)
  })

  await t.step('an answer that does not fit its kind gets a field error naming the field', async () => {
    const { status, body } = await call(CLIENT, 'POST', `/amc/questions/${id}/answer`, {
      answers: { expense_for: { value: '  ' } },
      version: 1,
    })
    assert.equal(status, 422)
    assert.deepEqual(body.error.details.fields, [
      { path: 'answers.expense_for.value', message: 'Please enter an answer' },
    ])
    const wrongKind = await call(CLIENT, 'POST', `/amc/questions/${id}/answer`, {
      answers: { deposit_for: { value: 'x' } },
      version: 1,
    })
    assert.equal(wrongKind.status, 422)
  })

  let version = 0
  await t.step('the client answers; the question is responded', async () => {
    const { status, body } = await call(CLIENT, 'POST', `/amc/questions/${id}/answer`, {
      answers: { expense_for: { value: 'Design software' } },
      version: 1,
    })
    assert.equal(status, 200)
    assert.equal(body.question.status, 'responded')
    assert.deepEqual(body.question.answers, { expense_for: { value: 'Design software' } })
    version = body.question.version
  })

  await t.step('a second answer written against the old version is a conflict, not a silent overwrite', async () => {
    const { status, body } = await call(CLIENT, 'POST', `/amc/questions/${id}/answer`, {
      answers: { expense_for: { value: 'Something else' } },
      version: 1,
    })
    assert.equal(status, 409)
    assert.deepEqual(body.error.details.current.answers, { expense_for: { value: 'Design software' } })
  })

  await t.step('the bookkeeper asks again with feedback; the client sees it pending with the feedback', async () => {
    const fb = await call(BOOKKEEPER, 'POST', `/amc/questions/${id}/feedback`, {
      bookkeeperFeedback: 'Which project was it for?',
      reask: true,
      version,
    })
    assert.equal(fb.status, 200)
    const { body } = await call(CLIENT, 'GET', `/orgs/${ACME}/amc/questions?status=pending`)
    const q = body.questions.find((x: { id: string }) => x.id === id)
    assert.equal(q.bookkeeperFeedback, 'Which project was it for?')
  })

  await t.step('a client cannot give feedback or complete a question', async () => {
    const { body: list } = await call(CLIENT, 'GET', `/orgs/${ACME}/amc/questions`)
    const v = list.questions.find((x: { id: string }) => x.id === id).version
    const fb = await call(CLIENT, 'POST', `/amc/questions/${id}/feedback`, {
      bookkeeperFeedback: 'self-approve',
      reask: false,
      version: v,
    })
    assert.equal(fb.status, 403)
    const st = await call(CLIENT, 'POST', `/amc/questions/${id}/status`, { status: 'completed', version: v })
    assert.equal(st.status, 403)
  })

  await t.step("only the organization's bookkeepers and admins can send a reminder", async () => {
    for (const who of [CLIENT, CLIENT2]) {
      const refused = await call(who, 'POST', `/orgs/${ACME}/amc/remind`)
      assert.equal(refused.status, 403)
      assert.equal(refused.body.error.message, "Only the organization's bookkeepers and admins can send reminders")
    }
    assert.equal((await call(CLIENT2, 'GET', `/orgs/${ACME}/amc/reminder`)).status, 404)
  })

  await t.step('a client with no open questions is not reminded', async () => {
    const calm = await newOrg({ admins: [CLIENT2], bookkeepers: [BOOKKEEPER] })
    const r = await call(BOOKKEEPER, 'POST', `/orgs/${calm}/amc/remind`)
    await dropFixtures({ orgs: [calm] })
    assert.equal(r.status, 422)
    assert.equal(
      r.body.error.message,
      'No questions are waiting for the client, so there is nothing to remind them of.',
    )
  })

  const clientEmail = `amc-${CLIENT.slice(0, 8)}@fixtures.test`
  const outbox = () =>
    db()`select subject, text from public.email_outbox where to_email = ${clientEmail} order by created_at desc`

  await t.step('staff send a reminder now: the client is notified and emailed, the questions stamped', async () => {
    const before = await call(BOOKKEEPER, 'GET', `/orgs/${ACME}/amc/reminder`)
    assert.deepEqual(before.body.reminder, { lastSentAt: null, openQuestions: 1, nextAllowedAt: null })
    const sent = await call(BOOKKEEPER, 'POST', `/orgs/${ACME}/amc/remind`)
    assert.equal(sent.status, 200)
    assert.equal(sent.body.recipients, 1)
    const { lastSentAt, nextAllowedAt, openQuestions } = sent.body.reminder
    assert.equal(openQuestions, 1)
    assert.equal(Date.parse(nextAllowedAt) - Date.parse(lastSentAt), REMINDER_COOLDOWN_MINUTES * 60_000)
    const [stamp] = await db()`select last_reminder_sent_at from public.amc_questions where id = ${id}`
    assert.equal(stamp.last_reminder_sent_at.toISOString(), lastSentAt)
    const [mail] = await outbox()
    assert.match(mail.subject, /^1 question about Fixture .* LLC's books is waiting for you$/)
    assert.match(mail.text, /Answer them here: .*\/accounting\/amc/)
    const [note] = await db()`select metadata from public.notifications where user_id = ${CLIENT} and type = 'amc'`
    assert.deepEqual([note.metadata.audience, note.metadata.questionIds], ['client', [id]])
  })

  await t.step('a second reminder within the cool-down is refused with when the last went out', async () => {
    const mails = (await outbox()).length
    const again = await call(BOOKKEEPER, 'POST', `/orgs/${ACME}/amc/remind`)
    assert.equal(again.status, 429)
    assert.equal(
      again.body.error.message,
      `A reminder went out less than a minute ago. You can send another in ${REMINDER_COOLDOWN_MINUTES} minutes.`,
    )
    assert.equal((await outbox()).length, mails, 'no second email')
    await db()`update public.amc_questions set last_reminder_sent_at = now() - interval '5 minutes' where id = ${id}`
    const later = await call(BOOKKEEPER, 'POST', `/orgs/${ACME}/amc/remind`)
    assert.equal(
      later.body.error.message,
      `A reminder went out 5 minutes ago. You can send another in ${REMINDER_COOLDOWN_MINUTES - 5} minutes.`,
    )
  })

  await t.step('the daily reminder skips a client reminded in its quiet period and uses the same message', async () => {
    const answered = await parkTransaction(990, `Vendor ${crypto.randomUUID().slice(0, 8)}`)
    const a = await call(CLIENT, 'POST', `/amc/questions/${answered}/answer`, {
      answers: { expense_for: { value: 'Stamps' } },
      version: 1,
    })
    assert.equal(a.status, 200)
    const quiet = await asService((tx) => sendReminders({ tx, organizationId: ACME, webUrl: 'http://web' }))
    assert.equal(quiet.clientsNotified, 0)
    assert.equal(quiet.bookkeepersNotified, 1, 'the bookkeeper hears of the answer to review')
    const [review] =
      await db()`select subject, text from public.email_outbox where to_email = ${`amc-${BOOKKEEPER.slice(0, 8)}@fixtures.test`} order by created_at desc limit 1`
    assert.match(review.subject, /^Fixture .* LLC answered 1 question for you to review$/)
    assert.equal(
      review.text,
      `1 answer is waiting for your review.\n\nReview: http://web/bookkeeper/client/${ACME}/amc\n`,
    )
    await db()`update public.amc_questions set last_reminder_sent_at = now() - interval '73 hours' where id = ${id}`
    assert.equal((await call(BOOKKEEPER, 'GET', `/orgs/${ACME}/amc/reminder`)).body.reminder.nextAllowedAt, null)
    const daily = await asService((tx) => sendReminders({ tx, organizationId: ACME, webUrl: 'http://web' }))
    assert.equal(daily.clientsNotified, 1)
    const [mail] = await outbox()
    assert.match(mail.subject, /^1 question about Fixture .* LLC's books is waiting for you$/)
    assert.equal(
      mail.text,
      'Your bookkeeper needs your help with 1 transaction.\n\nAnswer them here: http://web/accounting/amc\n',
    )
    assert.equal((await call(BOOKKEEPER, 'POST', `/orgs/${ACME}/amc/remind`)).status, 429, 'the daily one counts too')
  })

  await t.step("staff set the month's closeout date; the client reads it; nobody else changes it", async () => {
    const now = new Date()
    const year = now.getUTCFullYear()
    const month = now.getUTCMonth() + 1
    const set = await call(BOOKKEEPER, 'PUT', `/orgs/${ACME}/amc/closeout-dates`, { year, month, closeoutDate: 20 })
    assert.equal(set.status, 200)
    const read = await call(CLIENT, 'GET', `/orgs/${ACME}/amc/closeout-dates`)
    assert.equal(read.body.current.closeoutDate, 20)
    assert.equal(read.body.current.year, String(year))
    assert.equal(
      (await call(CLIENT, 'PUT', `/orgs/${ACME}/amc/closeout-dates`, { year, month, closeoutDate: 28 })).status,
      403,
    )
    assert.deepEqual((await call(CLIENT2, 'GET', `/orgs/${ACME}/amc/closeout-dates`)).body.dates, [])
    const badMonth = await call(BOOKKEEPER, 'PUT', `/orgs/${ACME}/amc/closeout-dates`, {
      year,
      month: 13,
      closeoutDate: 1,
    })
    assert.deepEqual(badMonth.body.error.details.fields, [{ path: 'month', message: 'Month must be between 1 and 12' }])
    const feb30 = await call(BOOKKEEPER, 'PUT', `/orgs/${ACME}/amc/closeout-dates`, {
      year: 2027,
      month: 2,
      closeoutDate: 30,
    })
    assert.deepEqual(feb30.body.error.details.fields, [
      { path: 'closeoutDate', message: 'That month does not have this day' },
    ])
    assert.equal(
      (await call(CLIENT, 'GET', `/orgs/${ACME}/amc/closeout-dates`)).body.current.closeoutDate,
      20,
      'a refused change keeps what was saved',
    )
  })

  await db()`delete from public.amc_questions where id = ${id}`
  await dropFixtures({ orgs: [ACME, OTHER], users: [CLIENT, CLIENT2, BOOKKEEPER] })
  await closeFixtureSql()
  await closeDb()
})
