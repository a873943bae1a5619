/**
 * Audits an input schema against the value rules (values.ts) by probing each leaf: every string refuses text
 * Postgres cannot store, every string that takes a date refuses impossible dates, every number is bounded, every
 * money-named number refuses fractions of a cent, and free-form JSON is checked deep. Tests run it over every request
 * schema in shared/schemas and every route of the API, so a new field cannot skip the rules.
 */
import type { z } from 'zod'
import { JSON_TEXT_CHECK } from './values.ts'

/** Keys that hold money; their numbers must refuse 0.001 as well as 1e20. */
const MONEY_KEY = /amount|amt$|price|cost|balance|total|dollar/i

type Def = { type: string; checks?: unknown[]; [k: string]: unknown }
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def
const refuses = (s: unknown, v: unknown) => !(s as z.ZodType).safeParse(v).success

function probeString(s: unknown, path: string, guarded: boolean, gaps: string[]) {
  if (!guarded && !refuses(s, 'text\u0000')) gaps.push(`${path}: text without the text rule (accepts a NUL character)`)
  // a date field refuses other text of a date's length, letters or digits alike (a phone number takes the digits)
  const takesDates = !refuses(s, '2026-02-28') && refuses(s, 'abcdefghij') && refuses(s, '4155550123')
  if (takesDates && (!refuses(s, '2026-02-30') || !refuses(s, '2026-13-45')))
    gaps.push(`${path}: date without the date rule (accepts 2026-02-30)`)
}

export function valueRuleGaps(schema: unknown, path = '', guarded = false, seen = new Set<unknown>()): string[] {
  const gaps: string[] = []
  const d = defOf(schema)
  const deep = guarded || (d.checks ?? []).includes(JSON_TEXT_CHECK)
  const walk = (s: unknown, p: string, g = deep) => gaps.push(...valueRuleGaps(s, p, g, seen))
  const at = (k: string) => (path ? `${path}.${k}` : k)
  switch (d.type) {
    case 'string':
      probeString(schema, path || '(value)', deep, gaps)
      break
    case 'number': {
      if (!refuses(schema, 1e20)) gaps.push(`${path}: number without bounds (accepts 1e20)`)
      const key = path.split('.').pop() ?? ''
      if (MONEY_KEY.test(key) && !refuses(schema, 0.001))
        gaps.push(`${path}: money without the money rule (accepts 0.001)`)
      break
    }
    case 'unknown':
    case 'any':
    case 'custom':
      if (!deep) gaps.push(`${path || '(value)'}: free-form value without the deep text rule`)
      break
    case 'object': {
      for (const [k, v] of Object.entries(d.shape as Record<string, unknown>)) walk(v, at(k))
      const rest = d.catchall
      if (rest && defOf(rest).type !== 'never') walk(rest, at('*'))
      break
    }
    case 'array':
      walk(d.element, `${path}[]`)
      break
    case 'tuple':
      for (const [i, v] of (d.items as unknown[]).entries()) walk(v, at(String(i)))
      if (d.rest) walk(d.rest, at('*'))
      break
    case 'record':
      walk(d.keyType, at('{key}'))
      walk(d.valueType, at('*'))
      break
    case 'union':
      for (const o of d.options as unknown[]) walk(o, path)
      break
    case 'intersection':
      walk(d.left, path)
      walk(d.right, path)
      break
    case 'lazy': // recursive shapes: walk each once
      if (!seen.has(schema)) {
        seen.add(schema)
        walk((d.getter as () => unknown)(), path)
      }
      break
    case 'pipe': {
      const inType = defOf(d.in).type
      if (inType === 'string')
        probeString(schema, path || '(value)', deep, gaps) // e.g. trim, then email
      else if (inType === 'transform')
        walk(d.out, path) // preprocess
      else {
        walk(d.in, path)
        walk(d.out, path)
      }
      break
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      walk(d.innerType, path)
      break
    default: // enum, literal, boolean, null, date, transform, …: nothing a person types freely
  }
  return gaps
}
