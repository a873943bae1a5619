/**
 * Issue 30 items 7 and 8, where the user meets them: each demo login walks every screen of its navigation at 1280 and
 * 1440 px. A screen fails when something sticks out of the window sideways, when a button or link is cut off by a box
 * it cannot be scrolled in, or when a program's value reaches the text (CreditCard, snake_case, 2026-11-28 in a
 * table). One page per login; screens are opened the way the app does (history), each measured at both widths.
 */
import { expect, type Page, test } from '@playwright/test'
import { DEMO, DEMO_ORGS, signInAs } from './support.ts'

const WIDTHS = [1280, 1440] as const

/**
 * Words that look like program values but are people's words: product and company names spelled with an inner
 * capital. Anything else CamelCase, snake_case or an ISO date in a table cell is a value the screen forgot to label.
 */
const ALLOWED = new Set([
  'QuickBooks',
  'DocuSign',
  'PayPal',
  'GitHub',
  'LinkedIn',
  'TurboTax',
  'HubSpot',
  'WeWork',
  'FedEx',
  'YouTube',
  'JavaScript',
  'OAuth',
  'iPhone',
  'iPad',
  'eBay',
  'McMaster',
  'DigiKey',
  'SaaS',
  'macOS',
  'PostgreSQL',
  'DoorDash',
  'JetBlue',
  'TaxBandits',
  'SaaStr',
])

type Problem = string

/** Runs in the page: everything that overflows or is clipped, and every raw value in visible text. */
function inspect(allowed: string[]): Problem[] {
  const problems: Problem[] = []
  const vw = document.documentElement.clientWidth
  const describe = (el: Element) => {
    const id = el.getAttribute('data-testid')
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}> "${text}"`
  }
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in a ${vw} px window)`)
  }
  // The nearest box that cuts its content sideways, and whether the user can scroll it to see the rest (cached by
  // element: a screen has thousands of elements and most share their ancestors).
  type Clip = { box: Element; scrolls: boolean } | null
  const clips = new Map<Element, Clip>()
  const clipOf = (el: Element): Clip => {
    const p = el.parentElement
    if (!p || p === document.body) return null
    const known = clips.get(p)
    if (known !== undefined) return known
    const o = getComputedStyle(p).overflowX
    const found = o !== 'visible' ? { box: p, scrolls: o === 'auto' || o === 'scroll' } : clipOf(p)
    clips.set(p, found)
    return found
  }
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    !el.closest('[aria-hidden="true"], [inert]')
  const controls = 'a[href], button, [role="button"], input, select, textarea'
  let reported: Element | null = null
  // A long table's rows after the 40th repeat the same cells: measuring them adds seconds and finds nothing new.
  const repeated = 'tbody > tr:nth-child(n+41)'
  for (const el of document.querySelectorAll(`body *:not(${repeated}, ${repeated} *)`)) {
    if (reported?.contains(el)) continue
    const r = el.getBoundingClientRect()
    if (r.width <= 1 || r.height <= 1) continue
    const outside = r.right > vw + 1 || r.left < -1
    const control = el.matches(controls)
    if (!outside && !control) continue
    const clip = clipOf(el)
    if (!clip) {
      if (outside && shown(el)) {
        problems.push(
          `${describe(el)} sticks out of the window (${Math.round(r.left)}–${Math.round(r.right)} of ${vw})`,
        )
        reported = el
      }
      continue
    }
    if (!control || clip.scrolls) continue
    const c = clip.box.getBoundingClientRect()
    if ((r.right > c.right + 1 || r.left < c.left - 1) && shown(el)) {
      problems.push(`${describe(el)} is cut off by a box that does not scroll`)
      reported = el
    }
  }
  // Visible text of the navigation and the screen; only a disclosure of the database's own record (the audit log's
  // Details, marked data-raw-values) is exempt: anything else a person can read is in people's words.
  const roots = [document.querySelector('nav[aria-label="Main"]'), document.querySelector('main')]
  const raw: [RegExp, string][] = [
    [/\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+\b/g, 'CamelCase value'],
    [/\b[a-z]+[A-Z][A-Za-z]*\b/g, 'field name'],
    [/(?<![@\w.])[a-z0-9]+(?:_[a-z0-9]+)+\b(?![@.\w])/g, 'snake_case value'],
  ]
  for (const root of roots) {
    if (!root) continue
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement
      const text = n.textContent ?? ''
      if (!parent || !text.trim()) continue
      if (
        parent.closest(
          `details[data-raw-values], kbd, script, style, [aria-hidden="true"], [inert], [contenteditable="true"], ${repeated}`,
        )
      )
        continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      // a message template's placeholders ({{firstName}}) are what staff type into templates: the words of the tool
      // and a provider's own object ids (Stripe's in_…, ch_…) are references people look up at the provider,
      const words = text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/\b(?:in|il|ch|po|pi|re|dp|txn|cus|sub|acct)_[A-Za-z0-9]{8,}\b/g, '')
        // and a Stripe invoice's number (E2910D80-0001), which the customer's invoice carries, or a transfer's
        // reference in a bank's own description (STRIPE TRANSFER ST-C16C1E7332)
        .replace(/\b[0-9A-F]{8,}(?:-\d{4})?\b/g, '')
      for (const [re, what] of raw) {
        for (const m of words.matchAll(re)) {
          if (!allowed.includes(m[0])) problems.push(`${what} "${m[0]}" in "${text.trim().slice(0, 60)}"`)
        }
      }
      const iso = parent.closest('td') && text.match(/\b\d{4}-\d{2}-\d{2}\b/)
      if (iso) problems.push(`ISO date in a table cell (${iso[0]})`)
    }
  }
  // one line per kind of problem on a screen: a table of dates is one finding, not forty
  const once = new Map<string, string>()
  for (const p of problems) once.set(p.replace(/\(\d{4}-\d{2}-\d{2}\)/, ''), p)
  return [...once.values()]
}

/** The links of the navigation, those in the row and those under "More" (opened and closed by keyboard). */
async function navTargets(page: Page): Promise<{ href: string; label: string }[]> {
  const read = (as: Element[]) =>
    as.map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.textContent ?? '').trim() }))
  const nav = page.getByRole('navigation', { name: 'Main' })
  const readRow = () => nav.locator(':scope > div:not([aria-hidden]) a[href]').evaluateAll(read)
  // the row folds again when a live badge arrives or the window was just resized: read it once it has settled, and
  // again after the menu, so the row and the menu are of the same fold
  for (let attempt = 0; ; attempt++) {
    let row: Awaited<ReturnType<typeof readRow>> = []
    for (let next = await readRow(); JSON.stringify(next) !== JSON.stringify(row); next = await readRow()) {
      row = next
      await page.waitForTimeout(150)
    }
    const more = nav.getByTestId('nav-more')
    if ((await more.count()) === 0) return row
    await more.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    const rest = await menu.getByRole('menuitem').evaluateAll(read)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    if (JSON.stringify(await readRow()) === JSON.stringify(row) || attempt === 5) return [...row, ...rest]
  }
}

/** Opens a screen as a link in the app would (no reload) and waits until nothing on it is loading. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL((u) => u.pathname === path)
  await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 })
}

/** `must`: screens the issue saw lost at these widths; `extra`: screens reached from a screen's own tabs, not the nav. */
const LOGINS = [
  { who: 'admin', email: DEMO.admin, home: '/admin', must: ['Operations', 'Audit log'], extra: [] },
  { who: 'bookkeeper', email: DEMO.bookkeeper, home: '/bookkeeper/clients', must: [], extra: [] },
  { who: 'reviewer', email: DEMO.reviewer, home: '/bookkeeper/clients', must: [], extra: [] },
  { who: 'client', email: DEMO.client, home: '/accounting/dashboard', must: ['Cash', 'Integrations'], extra: [] },
  {
    who: 'banking client',
    email: DEMO.client2,
    home: '/accounting/dashboard',
    must: ['Cash', 'Integrations'],
    extra: ['/cash/payments', '/cash/accounts', '/cash/activity', '/cash/bill-payments'],
  },
]

/**
 * What a section opens on a click, walked as well: these held the program's values the issue names (a variance
 * line's transactions and their kinds, a Stripe month's balance transactions, a reconciliation's matches).
 */
const DRILLS: Record<string, { open: (page: Page) => Promise<void> }> = {
  variance: {
    open: async (page) => {
      await page
        .getByTestId('variance-line')
        .filter({ hasText: /^4000 / })
        .first()
        .click()
      await expect(page.getByTestId('transaction-set')).toBeVisible()
    },
  },
  stripe: {
    open: async (page) => {
      await page
        .getByRole('table', { name: 'Stripe months' })
        .getByRole('button', { name: /^Revenue of / })
        .first()
        .click()
      await expect(
        page
          .getByRole('region', { name: /^Revenue of / })
          .getByRole('row')
          .nth(1),
      ).toBeVisible()
    },
  },
  statements: {
    open: async (page) => {
      await page.getByTestId('reconciliation-row').filter({ hasText: 'Open' }).first().click()
      await expect(page.getByTestId('reconciliation-panel').getByTestId('balances')).toBeVisible()
    },
  },
}

/**
 * A client's staff workspace, reached from the clients list rather than the navigation: every section of its
 * sub-navigation (client page, close, variance, Stripe, schedules, statements, categorisation …) and each section's
 * own tabs, at 1280 px, as the bookkeeper opens them (the reviewer opens the same sections: they are the staff
 * area's). Its own test, so it runs beside the logins' walks.
 */
test("every tab of a client's staff workspace fits 1280 px and shows people's words", async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: WIDTHS[0], height: 900 })
  const client = `/bookkeeper/client/${DEMO_ORGS.acme.id}`
  await signInAs(page, DEMO.bookkeeper, { path: client })
  const links = page.getByRole('navigation', { name: 'Client workspace' }).locator('a[href]')
  await expect(links.first()).toBeVisible()
  const sections = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  expect(sections.length).toBeGreaterThan(10)
  for (const segment of Object.keys(DRILLS)) expect(sections).toContain(`${client}/${segment}`)
  const problems: string[] = []
  for (const path of sections) {
    await open(page, path)
    for (const p of await page.evaluate(inspect, [...ALLOWED])) problems.push(`${path}: ${p}`)
    const drill = DRILLS[path.split('/').pop() ?? '']
    if (drill) {
      await drill.open(page)
      await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 })
      for (const p of await page.evaluate(inspect, [...ALLOWED])) problems.push(`${path} opened: ${p}`)
    }
    const tabs = await page.locator('main [role="tab"]:not([aria-selected="true"])').all()
    for (const [i, tab] of tabs.entries()) {
      await tab.click()
      await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 })
      for (const p of await page.evaluate(inspect, [...ALLOWED])) problems.push(`${path} tab ${i + 2}: ${p}`)
    }
  }
  expect(problems).toEqual([])
})

for (const login of LOGINS) {
  test(`every screen of the ${login.who} fits 1280 and 1440 px and shows people's words`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await signInAs(page, login.email, { path: login.home })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    // the navigation settles once the flags are in (a flagged screen joins it): read it when nothing loads
    await expect(page.locator('main .animate-spin')).toHaveCount(0, { timeout: 15_000 })
    // the same screens at both widths, whatever the row holds: nothing is lost, only moved under "More"
    const at1280 = await navTargets(page)
    await page.setViewportSize({ width: WIDTHS[1], height: 900 })
    const at1440 = await navTargets(page)
    expect(at1440.map((t) => t.href).toSorted()).toEqual(at1280.map((t) => t.href).toSorted())
    for (const label of login.must) expect(at1280.map((t) => t.label)).toContain(label)
    expect(new Set(at1280.map((t) => t.href)).size).toBe(at1280.length)

    const problems: string[] = []
    for (const path of [...at1280.map((t) => t.href), ...login.extra]) {
      await open(page, path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const p of await page.evaluate(inspect, [...ALLOWED])) problems.push(`${path} at ${width} px: ${p}`)
        if (path.endsWith('/clients')) {
          // the Clients table keeps its last column, Onboarding: reached by scrolling the table inside its card
          const onboarding = page.getByRole('columnheader', { name: 'Onboarding' })
          await onboarding.scrollIntoViewIfNeeded()
          await expect(onboarding).toBeInViewport({ ratio: 0.95 })
        }
        if (path === '/cash/payments') {
          // the waiting payment's decisions are in view, not behind a sideways scroll (the issue saw them cut off)
          for (const name of ['Deny', 'Cancel']) {
            await expect(page.getByRole('button', { name, exact: true }).first()).toBeInViewport({ ratio: 1 })
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
}
