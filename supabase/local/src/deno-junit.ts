/**
 * Counts a `deno test --junit-path` report the way the suite's closing line counts tests: a test with steps is a
 * container whose steps are the tests ("name > step" cases), so the container itself is not counted, unless it failed
 * on its own (an error outside its steps), which is one more failure.
 */
import { XMLParser } from 'fast-xml-parser'

type TestCase = { '@_name': string; failure?: unknown; error?: unknown }

export function countDenoJUnit(xml: string): { passed: number; failed: number } {
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['testsuite', 'testcase'].includes(name),
  }).parse(xml)
  const cases: TestCase[] = (doc.testsuites?.testsuite ?? []).flatMap(
    (s: { testcase?: TestCase[] }) => s.testcase ?? [],
  )
  const names = cases.map((c) => c['@_name'])
  const isContainer = (name: string) => names.some((n) => n.startsWith(`${name} > `))
  let passed = 0
  let failed = 0
  for (const c of cases) {
    const failure = c.failure ?? c.error
    if (!isContainer(c['@_name'])) {
      if (failure === undefined) passed++
      else failed++
    } else if (failure !== undefined && !/^\d+ test steps? failed/.test(messageOf(failure))) {
      failed++
    }
  }
  return { passed, failed }
}

function messageOf(failure: unknown): string {
  if (typeof failure === 'string') return failure
  const f = failure as { '@_message'?: string; '#text'?: string }
  return f['@_message'] ?? f['#text'] ?? ''
}
