/**
 * Start-up failures the user can act on: one sentence saying what went wrong and one saying what to do. `npm start`
 * and `npm test` print these without a stack trace; anything else is printed the same way with its details logged.
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export class StartupError extends Error {
  constructor(
    what: string,
    public todo: string,
  ) {
    super(what)
  }
}

/** The lines to print for any start-up failure; an unexpected error's stack goes to `<stateDir>/logs/startup.log`. */
export function describeStartupFailure(e: unknown, stateDir: string): string {
  if (e instanceof StartupError) return `${e.message}\n${e.todo}`
  const log = path.join(stateDir, 'logs', 'startup.log')
  try {
    mkdirSync(path.dirname(log), { recursive: true })
    appendFileSync(log, `${new Date().toISOString()} ${(e as Error)?.stack ?? String(e)}\n`)
  } catch {
    /* the message below still says what failed */
  }
  const first = String((e as Error)?.message ?? e).split('\n')[0]
  return `The platform could not start: ${first}\nDetails are in ${log}.`
}
