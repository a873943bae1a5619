/**
 * Chart-of-accounts mapping through the API, in-process against the test stack, on organizations and users of its
 * own: suggestions with reasons (the firm's mappings read as the caller), bulk acceptance (all or nothing), the
 * spec's deletion reasons, and who may map (a client may not; an unassigned bookkeeper does not see the client).
 */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { closeDb, db } from '../../_shared/db.ts'

async function call(sub: string, method: string, path: string, body?: unknown) {
  const token = await userToken({ sub })
  const res = await app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json() }
}
type Candidate = { havenAccountNumber: string; havenAccountName: string; score: number; reasons: string[] }
type Suggestion = { clientAccountName: string; candidates: Candidate[] }
const byName = (s: Suggestion[], name: string) => s.find((x) => x.clientAccountName === name)

Deno.test(
  {
    name: 'chart-of-accounts mapping: suggestions, bulk accept, reasons, access',
    sanitizeOps: false,
    sanitizeResources: false,
  },
  async (t) => {
    const sql = db()
    const tag = crypto.randomUUID().slice(0, 8)
    // Unique per run, so the firm's mappings of earlier runs on the same database do not count.
    const RENT = `Rent ${tag}`
    const user = async (role: 'user' | 'bookkeeper' | 'admin') => {
      const id = crypto.randomUUID()
      await sql`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`${role}-${id.slice(0, 8)}@coa-mapping.test`})`
      if (role !== 'user') await sql`update public.users set role = ${role}::public.user_role where id = ${id}`
      return id
    }
    const org = async (name: string, accounts: [string, string | null, string, string | null][]) => {
      const [{ id }] =
        await sql`insert into public.organizations (legal_name) values (${`${name} ${tag}`}) returning id`
      for (const [n, num, type, sub] of accounts) {
        await sql`insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type) values (${id}, ${n}, ${num}, ${type}, ${sub})`
      }
      return id as string
    }
    const keeper = await user('bookkeeper'),
      stranger = await user('bookkeeper'),
      admin = await user('admin'),
      client = await user('user')
    const alpha = await org('Alpha Robotics', [
      ['6010 Salaries and Wages', '6010', 'Expense', 'PayrollExpenses'],
      ['Operating Checking', null, 'Bank', 'Checking'],
      [RENT, null, 'Expense', null],
      ['Zebra Costs', null, 'Expense', null],
      ['Sales', '4000', 'Income', 'SalesOfProductIncome'],
    ])
    const beta = await org('Beta Bakery', [[RENT, null, 'Expense', null]])
    const hidden = await org('Gamma Unassigned', [[RENT, null, 'Expense', null]])
    for (const o of [alpha, beta])
      await sql`insert into public.bookkeeper_assignments (organization_id, user_id) values (${o}, ${keeper})`
    await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${alpha}, ${client}, 'admin')`
    // How the firm mapped the same-named rent account elsewhere: Beta (the keeper's client) to Facilities, Gamma (not theirs) to Other Operating.
    assert.equal(
      (
        await call(keeper, 'POST', `/orgs/${beta}/coa-mappings`, {
          clientAccountName: RENT,
          havenAccountNumber: '6400',
        })
      ).status,
      200,
    )
    assert.equal(
      (
        await call(admin, 'POST', `/orgs/${hidden}/coa-mappings`, {
          clientAccountName: RENT,
          havenAccountNumber: '6600',
        })
      ).status,
      200,
    )

    await t.step(
      "suggestions name their reasons, and the firm's mappings are the ones the caller may see",
      async () => {
        const r = await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings/suggestions`)
        assert.equal(r.status, 200, JSON.stringify(r.body))
        const s = r.body.suggestions as Suggestion[]
        assert.deepEqual(
          s.map((x) => x.clientAccountName).sort(),
          ['6010 Salaries and Wages', 'Operating Checking', RENT],
          'nothing for Zebra Costs or the Income account',
        )
        const salaries = byName(s, '6010 Salaries and Wages')!.candidates[0]
        assert.equal(salaries.havenAccountNumber, '6010')
        assert.ok(
          salaries.reasons.includes("Account number 6010 is the master chart's number for Salaries and Wages"),
          salaries.reasons.join('; '),
        )
        assert.ok(salaries.reasons.includes('Name “6010 Salaries and Wages” matches “Salaries and Wages”'))
        assert.ok(salaries.reasons.includes('Both are Expense accounts'))
        assert.equal(byName(s, 'Operating Checking')!.candidates[0].havenAccountNumber, '1010')
        const rent = byName(s, RENT)!.candidates
        assert.equal(rent[0].havenAccountNumber, '6400')
        assert.ok(
          rent[0].reasons.includes(`The firm maps “${RENT}” to 6400 Facilities in another organization`),
          rent[0].reasons.join('; '),
        )
        assert.ok(!rent.some((c) => c.havenAccountNumber === '6600'), "Gamma's mapping is not the keeper's to see")

        const asAdmin = byName(
          (await call(admin, 'GET', `/orgs/${alpha}/coa-mappings/suggestions`)).body.suggestions,
          RENT,
        )!.candidates
        assert.ok(
          asAdmin.some(
            (c) =>
              c.havenAccountNumber === '6600' &&
              c.reasons.includes(`The firm maps “${RENT}” to 6600 Other Operating Expenses in another organization`),
          ),
        )
      },
    )

    await t.step('bulk accept is all or nothing and names the refused row', async () => {
      const bad = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/accept`, {
        mappings: [
          { clientAccountName: RENT, havenAccountNumber: '6400' },
          { clientAccountName: 'Sales', havenAccountNumber: '4000' },
        ],
      })
      assert.equal(bad.status, 422)
      assert.deepEqual(bad.body.error.details.fields, [
        { path: 'mappings.1.clientAccountName', message: 'Income accounts cannot be mapped' },
      ])
      assert.equal(
        (await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings`)).body.coaMappingPercentage,
        0,
        'Rent was not saved either',
      )
      const twice = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/accept`, {
        mappings: [
          { clientAccountName: RENT, havenAccountNumber: '6400' },
          { clientAccountName: RENT.toLowerCase(), havenAccountNumber: '6600' },
        ],
      })
      assert.equal(twice.status, 422)
    })

    await t.step('accepting every best suggestion maps them and updates the percentage mapped', async () => {
      const s = (await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings/suggestions`)).body.suggestions as Suggestion[]
      const r = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/accept`, {
        mappings: s.map((x) => ({
          clientAccountName: x.clientAccountName,
          havenAccountNumber: x.candidates[0].havenAccountNumber,
        })),
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.equal(r.body.mappings.length, 3)
      assert.equal(r.body.coaMappingPercentage, 75, '3 of the 4 mappable accounts')
      const list = (await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings`)).body
      assert.equal(list.coaMappingPercentage, 75)
      assert.deepEqual(
        list.unmapped.map((a: { name: string }) => a.name),
        ['Zebra Costs'],
      )
      assert.deepEqual((await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings/suggestions`)).body.suggestions, [])
    })

    await t.step(
      "deletion reasons are the spec's: re-mapping deletes by hand, staging keeps a reason, invented ones are refused",
      async () => {
        const remap = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings`, {
          clientAccountName: RENT,
          havenAccountNumber: '6600',
        })
        assert.equal(remap.status, 200)
        const [old] =
          await sql`select deletion_reason from public.coa_mappings where organization_id = ${alpha} and client_account_name = ${RENT} and deleted_at is not null`
        assert.equal(old.deletion_reason, 'manual')
        const invented = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/${remap.body.id}/delete`, {
          deletionReason: 'account_renamed',
        })
        assert.equal(invented.status, 422)
        assert.equal(invented.body.error.details.fields[0].path, 'deletionReason')
        const staged = await call(keeper, 'POST', `/orgs/${alpha}/coa-mappings/${remap.body.id}/delete`, {
          deletionReason: 'account_type_change',
          staged: true,
        })
        assert.equal(staged.status, 200)
        assert.equal(staged.body.deletionReason, 'account_type_change')
        assert.ok(staged.body.stagedDeletedAt && !staged.body.deletedAt)
        assert.equal(
          (await call(keeper, 'GET', `/orgs/${alpha}/coa-mappings`)).body.coaMappingPercentage,
          50,
          'a staged deletion no longer counts',
        )
        for (const reason of ['inactive', 'regular_to_parent', 'regular_to_sub', 'moved_parent_account']) {
          await sql`update public.coa_mappings set deletion_reason = ${reason} where id = ${remap.body.id}`
        }
        await assert.rejects(
          sql`update public.coa_mappings set deletion_reason = 'mapped_in_error' where id = ${remap.body.id}`,
          (e: { code?: string; constraint_name?: string }) =>
            e.code === '23514' && e.constraint_name === 'coa_mappings_deletion_reason_check',
        )
      },
    )

    await t.step(
      'a client reads the mapping but cannot map; an unassigned bookkeeper does not see the client at all',
      async () => {
        const [{ n: before }] =
          await sql`select count(*)::int as n from public.coa_mappings where organization_id = ${alpha}`
        assert.equal((await call(client, 'GET', `/orgs/${alpha}/coa-mappings`)).status, 200)
        for (const [method, path, body] of [
          ['GET', 'suggestions', undefined],
          ['POST', 'accept', { mappings: [{ clientAccountName: 'Zebra Costs', havenAccountNumber: '6600' }] }],
          ['POST', '', { clientAccountName: 'Zebra Costs', havenAccountNumber: '6600' }],
        ] as const) {
          const c = await call(client, method, `/orgs/${alpha}/coa-mappings${path ? `/${path}` : ''}`, body)
          assert.equal(c.status, 403, `client ${method} ${path}`)
          assert.equal(c.body.error.code, 'forbidden')
          const s = await call(stranger, method, `/orgs/${alpha}/coa-mappings${path ? `/${path}` : ''}`, body)
          assert.equal(s.status, 404, `stranger ${method} ${path}`)
          assert.equal(s.body.error.message, 'Organization not found')
        }
        const [{ n: after }] =
          await sql`select count(*)::int as n from public.coa_mappings where organization_id = ${alpha}`
        assert.equal(after, before)
      },
    )
    await closeDb()
  },
)
