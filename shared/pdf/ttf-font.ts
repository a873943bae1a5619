/**
 * Just enough of a TrueType font to draw text: the character map (format 4), each glyph's outline (simple glyphs and
 * composites of them) and its advance width. It exists so the test-data generator can render bills as scanned images
 * in any runtime (Deno tests, the Node benchmark) from a font file that an npm package ships, without a canvas or a
 * native library. Outlines are returned as polygons (quadratic curves flattened), in font units, y up.
 */
export type Point = { x: number; y: number }
export type Glyph = { advance: number; contours: Point[][] }

export type TtfFont = {
  unitsPerEm: number
  ascender: number
  glyph: (ch: string) => Glyph
}

export function readTtf(bytes: Uint8Array): TtfFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tables = new Map<string, number>()
  const numTables = view.getUint16(4)
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16
    const tag = String.fromCharCode(...bytes.subarray(rec, rec + 4))
    tables.set(tag, view.getUint32(rec + 8))
  }
  const at = (tag: string) => {
    const o = tables.get(tag)
    if (o === undefined) throw new Error(`font has no ${tag} table`)
    return o
  }
  const head = at('head')
  const unitsPerEm = view.getUint16(head + 18)
  const longLoca = view.getInt16(head + 50) === 1
  const hhea = at('hhea')
  const ascender = view.getInt16(hhea + 4)
  const numHMetrics = view.getUint16(hhea + 34)
  const hmtx = at('hmtx')
  const loca = at('loca')
  const glyf = at('glyf')

  // cmap: the Unicode BMP subtable, format 4
  const cmap = at('cmap')
  let sub = -1
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const platform = view.getUint16(cmap + 4 + i * 8)
    const encoding = view.getUint16(cmap + 6 + i * 8)
    const offset = view.getUint32(cmap + 8 + i * 8)
    if ((platform === 3 && encoding === 1) || platform === 0) {
      if (view.getUint16(cmap + offset) === 4) sub = cmap + offset
    }
  }
  if (sub < 0) throw new Error('font has no Unicode cmap (format 4)')
  const segX2 = view.getUint16(sub + 6)
  const ends = sub + 14
  const starts = ends + segX2 + 2
  const deltas = starts + segX2
  const rangeOffsets = deltas + segX2
  const glyphIndex = (code: number): number => {
    for (let s = 0; s < segX2; s += 2) {
      if (view.getUint16(ends + s) < code) continue
      const start = view.getUint16(starts + s)
      if (start > code) return 0
      const ro = view.getUint16(rangeOffsets + s)
      if (ro === 0) return (code + view.getInt16(deltas + s)) & 0xffff
      const g = view.getUint16(rangeOffsets + s + ro + (code - start) * 2)
      return g === 0 ? 0 : (g + view.getInt16(deltas + s)) & 0xffff
    }
    return 0
  }
  const advance = (g: number) => view.getUint16(hmtx + 4 * Math.min(g, numHMetrics - 1))
  const glyphOffset = (g: number) =>
    longLoca
      ? [view.getUint32(loca + g * 4), view.getUint32(loca + g * 4 + 4)]
      : [view.getUint16(loca + g * 2) * 2, view.getUint16(loca + g * 2 + 2) * 2]

  const outline = (g: number, depth = 0): Point[][] => {
    const [from, to] = glyphOffset(g)
    if (to <= from || depth > 4) return []
    const p = glyf + from
    const nContours = view.getInt16(p)
    if (nContours < 0) return composite(p + 10, depth)
    const endPts: number[] = []
    for (let i = 0; i < nContours; i++) endPts.push(view.getUint16(p + 10 + i * 2))
    const nPoints = nContours ? endPts[nContours - 1] + 1 : 0
    let q = p + 10 + nContours * 2
    q += 2 + view.getUint16(q) // instructions
    const flags: number[] = []
    while (flags.length < nPoints) {
      const f = bytes[q++]
      flags.push(f)
      if (f & 8) for (let r = bytes[q++]; r > 0; r--) flags.push(f)
    }
    const coords = (shortBit: number, sameBit: number) => {
      const out: number[] = []
      let v = 0
      for (const f of flags) {
        if (f & shortBit) v += f & sameBit ? bytes[q++] : -bytes[q++]
        else if (!(f & sameBit)) {
          v += view.getInt16(q)
          q += 2
        }
        out.push(v)
      }
      return out
    }
    const xs = coords(2, 16)
    const ys = coords(4, 32)
    const contours: Point[][] = []
    let start = 0
    for (const end of endPts) {
      contours.push(flatten(xs.slice(start, end + 1), ys.slice(start, end + 1), flags.slice(start, end + 1)))
      start = end + 1
    }
    return contours
  }
  const composite = (q: number, depth: number): Point[][] => {
    const out: Point[][] = []
    for (;;) {
      const flags = view.getUint16(q)
      const g = view.getUint16(q + 2)
      q += 4
      let dx: number
      let dy: number
      if (flags & 1) {
        dx = view.getInt16(q)
        dy = view.getInt16(q + 2)
        q += 4
      } else {
        dx = view.getInt8(q)
        dy = view.getInt8(q + 1)
        q += 2
      }
      // scales are rare in Latin text fonts; skipped, not applied
      if (flags & 8) q += 2
      else if (flags & 0x40) q += 4
      else if (flags & 0x80) q += 8
      for (const c of outline(g, depth + 1)) out.push(c.map((pt) => ({ x: pt.x + dx, y: pt.y + dy })))
      if (!(flags & 0x20)) return out
    }
  }
  const cache = new Map<string, Glyph>()
  return {
    unitsPerEm,
    ascender,
    glyph(ch) {
      let hit = cache.get(ch)
      if (!hit) {
        const g = glyphIndex(ch.codePointAt(0) ?? 0)
        hit = { advance: advance(g), contours: outline(g) }
        cache.set(ch, hit)
      }
      return hit
    },
  }
}

/** A contour of on- and off-curve points as a polygon: each quadratic curve cut into 4 straight pieces. */
function flatten(xs: number[], ys: number[], flags: number[]): Point[] {
  const n = xs.length
  if (n === 0) return []
  const on = (i: number) => (flags[i % n] & 1) === 1
  const pt = (i: number): Point => ({ x: xs[i % n], y: ys[i % n] })
  const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
  // start on an on-curve point (or the midpoint of two off-curve ones)
  let first = 0
  while (first < n && !on(first)) first++
  const startPt = first < n ? pt(first) : mid(pt(0), pt(1))
  if (first === n) first = 0
  const poly: Point[] = [startPt]
  let prev = startPt
  for (let k = 1; k <= n; k++) {
    const i = first + k
    const cur = pt(i)
    if (on(i)) {
      poly.push(cur)
      prev = cur
      continue
    }
    const next = on(i + 1) ? pt(i + 1) : mid(cur, pt(i + 1))
    for (let s = 1; s <= 4; s++) {
      const t = s / 4
      const u = 1 - t
      poly.push({
        x: u * u * prev.x + 2 * u * t * cur.x + t * t * next.x,
        y: u * u * prev.y + 2 * u * t * cur.y + t * t * next.y,
      })
    }
    prev = next
    if (on(i + 1)) k++
  }
  return poly
}
