/**
 * Browser tests against the running product. `npm test -- e2e` starts the stack (web served from a production
 * build) and passes WEB_URL, SUPABASE_URL, the keys and SUPABASE_DB_URL. Debian's Chromium headless shell is used
 * (installed by the test command; a quarter less CPU than the full browser in headless mode); never `playwright install`.
 */
import { defineConfig } from '@playwright/test'
import os from 'node:os'
import path from 'node:path'

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  outputDir: path.join(os.tmpdir(), `playwright-results-${process.env.PLATFORM_PORT_BASE ?? 'default'}`),
  use: {
    baseURL: process.env.WEB_URL,
    browserName: 'chromium',
    // a trace records every frame and DOM change of every test: a third of the suite's browser CPU, for a file the
    // text of a failure rarely needs. Set E2E_TRACE=retain-on-failure to record them (docs/web.md, "Browser tests").
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
