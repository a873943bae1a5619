/**
 * Users and organizations a Deno API test creates for itself (never the demo seed), through the superuser fixture
 * connection: auth.users rows (the sign-up trigger makes the profile), a role, memberships and staff assignments.
 */
import { fixtureSql } from './api.ts'

export type Role = 'user' | 'bookkeeper' | 'admin' | 'owner'

export async function newUser(role: Role = 'user', tag = 'api') {
  const id = crypto.randomUUID()
  const sql = fixtureSql()
  await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data)
    values (${id}, 'authenticated', 'authenticated', ${`${tag}-${id.slice(0, 8)}@fixtures.test`}, ${sql.json({ first_name: 'Test', last_name: `${role} ${id.slice(0, 4)}` })})`
  if (role !== 'user') await sql`update public.users set role = ${role}::public.user_role where id = ${id}`
  return id
}

export async function newOrg(
  opts: { name?: string; admins?: string[]; users?: string[]; bookkeepers?: string[]; reviewers?: string[] } = {},
) {
  const sql = fixtureSql()
  const [o] =
    await sql`insert into public.organizations (legal_name) values (${opts.name ?? `Fixture ${crypto.randomUUID().slice(0, 8)} LLC`}) returning id`
  for (const u of opts.admins ?? [])
    await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${o.id}, ${u}, 'admin')`
  for (const u of opts.users ?? [])
    await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${o.id}, ${u}, 'user')`
  for (const u of opts.bookkeepers ?? [])
    await sql`insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values (${o.id}, ${u}, true)`
  for (const u of opts.reviewers ?? [])
    await sql`insert into public.reviewer_assignments (organization_id, user_id) values (${o.id}, ${u})`
  return o.id as string
}

/** Removes what a test created (organizations first: members and assignments cascade). */
export async function dropFixtures({ orgs = [], users = [] }: { orgs?: string[]; users?: string[] }) {
  const sql = fixtureSql()
  if (orgs.length) await retryDeadlock(() => sql`delete from public.organizations where id in ${sql(orgs)}`)
  if (users.length) await retryDeadlock(() => sql`delete from auth.users where id in ${sql(users)}`)
}

/**
 * The cascade takes the organization's row first and its children after; a job still writing holds a child row and
 * then wants the organization's row for a foreign key. Postgres ends one of the two; when it is the delete, the job
 * has its turn and the delete runs again.
 */
async function retryDeadlock(run: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      if ((e as { code?: string }).code !== '40P01' || attempt === 5) throw e
      await new Promise((r) => setTimeout(r, 200 * attempt))
    }
  }
}

/**
 * Waits until none of an organization's jobs is pending or running, twice 300 ms apart (a provider sandbox may still
 * be delivering), so dropping its fixtures does not race a handler holding its rows.
 */
export async function waitForOrgJobs(orgId: string, timeoutMs = 20_000) {
  const sql = fixtureSql()
  const until = Date.now() + timeoutMs
  let quiet = 0
  while (quiet < 2 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 300))
    const [j] = await sql`select count(*)::int as n from public.jobs
      where organization_id = ${orgId} and status in ('Pending', 'Scheduled', 'Running')`
    quiet = j.n === 0 ? quiet + 1 : 0
  }
}
