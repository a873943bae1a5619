/**
 * Provider settings through the API with fixtures of the test's own: admins manage definitions; an organization's
 * admins and bookkeepers choose values (org users and reviewers only read); other tenants get 404 and change nothing.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test(
  { name: "provider settings: definitions by admins, values by the organization's admins and bookkeepers", ...opts },
  async (t) => {
    const sql = fixtureSql()
    const run = crypto.randomUUID().slice(0, 6)
    const key = `payoutAccount_${run}`
    const fixed = `syncMode_${run}`
    const admin = await newUser('admin', 'settings')
    const keeper = await newUser('bookkeeper', 'settings')
    const unassigned = await newUser('bookkeeper', 'settings')
    const reviewer = await newUser('bookkeeper', 'settings')
    const orgAdmin = await newUser('user', 'settings')
    const orgUser = await newUser('user', 'settings')
    const other = await newUser('user', 'settings')
    const org = await newOrg({ admins: [orgAdmin], users: [orgUser], bookkeepers: [keeper], reviewers: [reviewer] })
    const otherOrg = await newOrg({ admins: [other] })
    const options = [
      { key: 'checking', value: 'Checking' },
      { key: 'savings', value: 'Savings' },
    ]
    const setting = (body: { settings: Record<string, unknown>[] }, k: string) => body.settings.find((s) => s.key === k)
    const base = `/organizations/${org}/provider-settings/stripe`
    try {
      await t.step('definition fields are checked in words, on the field', async () => {
        const bad = await call(admin, 'POST', '/provider-setting-definitions', {
          providerId: 'stripe',
          key: '1st',
          name: '',
          options: [
            { key: 'a', value: 'A' },
            { key: 'b', value: '' },
          ],
        })
        assert.equal(bad.status, 422)
        assert.deepEqual(bad.body.error.details.fields, [
          { path: 'key', message: 'Start the key with a letter and use only letters, digits and underscores' },
          { path: 'name', message: 'Enter a name' },
          { path: 'options.1.value', message: "Enter the option's label" },
        ])
        const refined = await call(admin, 'POST', '/provider-setting-definitions', {
          providerId: 'stripe',
          key,
          name: 'Payout account',
          options: [
            { key: 'a', value: 'A' },
            { key: 'a', value: 'B' },
          ],
          defaultValue: 'z',
        })
        assert.deepEqual(refined.body.error.details.fields, [
          { path: 'options.1.key', message: 'Give each option its own key' },
          { path: 'defaultValue', message: 'Choose the default from the options' },
        ])
        const none = await call(admin, 'POST', '/provider-setting-definitions', {
          providerId: 'nope',
          key,
          name: 'x',
          options: [],
        })
        assert.deepEqual(
          none.body.error.details.fields.map((f: { path: string }) => f.path),
          ['providerId', 'options'],
        )
      })
      await t.step('an admin defines two settings; the same key twice is a conflict on the key', async () => {
        const r = await call(admin, 'POST', '/provider-setting-definitions', {
          providerId: 'stripe',
          key,
          name: 'Payout account',
          description: 'Where payouts post',
          options,
          defaultValue: 'checking',
          allowReset: true,
        })
        assert.equal(r.status, 201, JSON.stringify(r.body))
        assert.deepEqual(
          { type: r.body.type, defaultValue: r.body.defaultValue, allowReset: r.body.allowReset },
          { type: 'select', defaultValue: 'checking', allowReset: true },
        )
        assert.equal(
          (
            await call(admin, 'POST', '/provider-setting-definitions', {
              providerId: 'stripe',
              key: fixed,
              name: 'Sync mode',
              options,
            })
          ).status,
          201,
        )
        const again = await call(admin, 'POST', '/provider-setting-definitions', {
          providerId: 'stripe',
          key,
          name: 'Again',
          options,
        })
        assert.equal(again.status, 409)
        assert.equal(again.body.error.details.fields[0].path, 'key')
      })
      await t.step('bookkeepers and clients cannot manage definitions', async () => {
        assert.equal(
          (
            await call(keeper, 'POST', '/provider-setting-definitions', {
              providerId: 'stripe',
              key: `x${run}`,
              name: 'X',
              options,
            })
          ).status,
          403,
        )
        assert.equal(
          (await call(orgAdmin, 'PUT', `/provider-setting-definitions/stripe/${key}`, { name: 'Hijacked', options }))
            .status,
          403,
        )
        assert.equal((await call(keeper, 'DELETE', `/provider-setting-definitions/stripe/${key}`)).status, 403)
        const list = await call(orgUser, 'GET', '/provider-setting-definitions')
        assert.equal(list.status, 200)
        assert.equal(list.body.definitions.find((d: { key: string }) => d.key === key).name, 'Payout account')
      })
      await t.step('an org user sees the default value and may not edit', async () => {
        const r = await call(orgUser, 'GET', `/organizations/${org}/provider-settings`)
        assert.equal(r.status, 200)
        assert.equal(r.body.canEdit, false)
        assert.deepEqual(
          { ...setting(r.body, key), updatedAt: null },
          {
            providerId: 'stripe',
            key,
            name: 'Payout account',
            description: 'Where payouts post',
            type: 'select',
            options,
            allowReset: true,
            value: 'checking',
            isDefault: true,
            updatedAt: null,
          },
        )
        assert.equal(setting(r.body, fixed)?.value, null)
      })
      await t.step('org users and reviewers cannot choose a value', async () => {
        for (const who of [orgUser, reviewer]) {
          const r = await call(who, 'PUT', `${base}/${key}`, { value: 'savings' })
          assert.equal(r.status, 403)
          assert.equal(
            r.body.error.message,
            "Only the organization's admins and bookkeepers can change its provider settings",
          )
        }
        assert.equal((await call(reviewer, 'GET', `/organizations/${org}/provider-settings`)).body.canEdit, false)
      })
      await t.step('the org admin chooses a value; one that is not an option is refused on the field', async () => {
        const r = await call(orgAdmin, 'PUT', `${base}/${key}`, { value: 'savings' })
        assert.equal(r.status, 200, JSON.stringify(r.body))
        assert.deepEqual({ value: r.body.value, isDefault: r.body.isDefault }, { value: 'savings', isDefault: false })
        const bad = await call(orgAdmin, 'PUT', `${base}/${key}`, { value: 'brokerage' })
        assert.equal(bad.status, 422)
        assert.deepEqual(bad.body.error.details.fields, [
          { path: 'value', message: 'Choose one of the listed options' },
        ])
        const empty = await call(orgAdmin, 'PUT', `${base}/${key}`, {})
        assert.deepEqual(empty.body.error.details.fields, [{ path: 'value', message: 'Choose a value' }])
      })
      await t.step('another tenant and an unassigned bookkeeper get 404 and change nothing', async () => {
        for (const who of [other, unassigned]) {
          assert.equal((await call(who, 'GET', `/organizations/${org}/provider-settings`)).status, 404)
          assert.equal((await call(who, 'PUT', `${base}/${key}`, { value: 'checking' })).status, 404)
          assert.equal((await call(who, 'DELETE', `${base}/${key}`)).status, 404)
        }
        const [row] =
          await sql`select setting_value from public.provider_settings where organization_id = ${org} and setting_key = ${key}`
        assert.equal(row.setting_value, 'savings')
        const [n] =
          await sql`select count(*)::int as n from public.provider_settings where organization_id = ${otherOrg}`
        assert.equal(n.n, 0)
      })
      await t.step('the assigned bookkeeper chooses a value for the setting without a default', async () => {
        const r = await call(keeper, 'PUT', `${base}/${fixed}`, { value: 'checking' })
        assert.equal(r.status, 200)
        assert.equal(r.body.value, 'checking')
      })
      await t.step('reset returns to the default where allowed, and is refused where not', async () => {
        const r = await call(keeper, 'DELETE', `${base}/${key}`)
        assert.equal(r.status, 200)
        assert.deepEqual({ value: r.body.value, isDefault: r.body.isDefault }, { value: 'checking', isDefault: true })
        const no = await call(keeper, 'DELETE', `${base}/${fixed}`)
        assert.equal(no.status, 422)
        assert.equal(no.body.error.message, 'Sync mode cannot be reset; choose another option instead')
        assert.equal((await call(keeper, 'PUT', `${base}/nope_${run}`, { value: 'checking' })).status, 404)
      })
      await t.step("an admin edits a definition, then deletes it with every organization's value", async () => {
        const r = await call(admin, 'PUT', `/provider-setting-definitions/stripe/${fixed}`, {
          name: 'Sync mode (daily)',
          options,
          allowReset: true,
        })
        assert.equal(r.status, 200)
        assert.deepEqual(
          { name: r.body.name, allowReset: r.body.allowReset, defaultValue: r.body.defaultValue },
          { name: 'Sync mode (daily)', allowReset: true, defaultValue: null },
        )
        assert.equal((await call(admin, 'DELETE', `/provider-setting-definitions/stripe/${fixed}`)).status, 204)
        const [n] = await sql`select count(*)::int as n from public.provider_settings where setting_key = ${fixed}`
        assert.equal(n.n, 0)
        assert.equal((await call(admin, 'DELETE', `/provider-setting-definitions/stripe/${fixed}`)).status, 404)
      })
    } finally {
      await sql`delete from public.provider_setting_definitions where key in (${key}, ${fixed})`.catch(() => {})
      await dropFixtures({
        orgs: [org, otherOrg],
        users: [admin, keeper, unassigned, reviewer, orgAdmin, orgUser, other],
      })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
