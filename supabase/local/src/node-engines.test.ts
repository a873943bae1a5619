import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './config.ts'
import { satisfies } from './node-engines.ts'

describe('engines.node ranges', () => {
  it('reads the comparators npm packages use', () => {
    expect(satisfies('20.20.2', '>=20.0.0')).toBe(true)
    expect(satisfies('20.20.2', '>=22.0.0')).toBe(false)
    expect(satisfies('20.20.2', '>= 14')).toBe(true)
    expect(satisfies('20.20.2', '^20.19.0 || >=22.12.0')).toBe(true)
    expect(satisfies('20.18.0', '^20.19.0 || >=22.12.0')).toBe(false)
    expect(satisfies('21.0.0', '^20.19.0 || >=22.12.0')).toBe(false)
    expect(satisfies('20.20.2', '6.* || 8.* || >= 10.*')).toBe(true)
    expect(satisfies('7.1.0', '6.* || 8.* || >= 10.*')).toBe(false)
    expect(satisfies('13.8.0', '^13.7')).toBe(true)
    expect(satisfies('20.20.2', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(true)
    expect(satisfies('23.1.0', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(false)
    expect(satisfies('20.20.2', '>=14.17 <21')).toBe(true)
    expect(satisfies('0.4.2', '~0.4.0')).toBe(true)
    expect(satisfies('0.5.0', '~0.4.0')).toBe(false)
  })

  it('every installed package accepts the Node.js running the suite, so an install prints no engine warning', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>
    }
    const refused = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !satisfies(process.versions.node, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} wants node ${(p.engines as { node: string }).node}`)
    expect(refused).toEqual([])
  })
})
