/**
 * Whether a Node.js version satisfies a package's `engines.node` range, for the check that an install on the machine's
 * Node prints no "Unsupported engine" warnings (issue 30: a first start scrolled 35 of them past). npm's ranges in
 * the wild use only `||` alternatives of comparators (>=, >, <=, <, ^, ~, exact and x-ranges like `6.*`), which is
 * all this reads; anything else is reported, not guessed.
 */
type Version = [number, number, number]

function parse(v: string): { version: Version; given: number } {
  const parts = v.replace(/^v/, '').split('.')
  const nums = parts.map((p) => (p === '*' || p === 'x' || p === '' ? Number.NaN : Number(p)))
  const given = nums.findIndex((n) => Number.isNaN(n))
  const count = given === -1 ? Math.min(nums.length, 3) : given
  const version = [0, 1, 2].map((i) => (i < count ? nums[i] : 0)) as Version
  if (version.some((n) => Number.isNaN(n))) throw new Error(`not a version: ${v}`)
  return { version, given: count }
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i]
  return 0
}

function comparator(node: Version, op: string, raw: string): boolean {
  const { version: v, given } = parse(raw)
  const c = compare(node, v)
  switch (op) {
    case '>=':
      return c >= 0
    case '>':
      return c > 0
    case '<=':
      return c <= 0
    case '<':
      return c < 0
    case '^': {
      // the leftmost non-zero part is fixed
      const fixed = v[0] !== 0 || given === 1 ? 1 : v[1] !== 0 || given === 2 ? 2 : 3
      return c >= 0 && node.slice(0, fixed).every((n, i) => n === v[i])
    }
    case '~':
      return c >= 0 && node.slice(0, given >= 2 ? 2 : 1).every((n, i) => n === v[i])
    case '':
    case '=':
      return node.slice(0, given).every((n, i) => n === v[i])
    default:
      throw new Error(`unknown operator ${op}`)
  }
}

export function satisfies(nodeVersion: string, range: string): boolean {
  const node = parse(nodeVersion).version
  return range.split('||').some((alternative) => {
    const tokens = alternative.trim().match(/(>=|<=|>|<|\^|~|=)?\s*[v\d.*x]+/g)
    if (!tokens) throw new Error(`not a range: ${range}`)
    return tokens.every((t) => {
      const m = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(t.trim())
      return comparator(node, m?.[1] ?? '', m?.[2] ?? '')
    })
  })
}
