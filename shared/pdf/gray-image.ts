/**
 * Grayscale images in plain TypeScript (0 black … 255 white, one byte a pixel): text drawn with a TrueType font
 * (anti-aliased scanline fill, nonzero winding), a slight rotation and scanner noise, and the file formats a bill
 * arrives in (PNG) or an OCR engine reads (PGM). For the generated scanned bills of the tests and the benchmark, and
 * for handing a PDF page's pixels to OCR; no canvas or native library, so Deno and Node run it alike.
 */
import { deflateSync } from 'node:zlib'
import type { Point, TtfFont } from './ttf-font.ts'

export type GrayImage = { width: number; height: number; data: Uint8Array }

export function blankImage(width: number, height: number): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(255) }
}

const SUBSAMPLES = 4

/** Draws `text` with its baseline at (x, y) pixels, the font `size` pixels to the em; returns the x after it. */
export function drawText(img: GrayImage, font: TtfFont, text: string, x: number, y: number, size: number): number {
  const scale = size / font.unitsPerEm
  const edges: { x0: number; y0: number; x1: number; y1: number; dir: number }[] = []
  let pen = x
  for (const ch of text) {
    const g = font.glyph(ch)
    for (const c of g.contours) {
      for (let i = 0; i < c.length; i++) {
        const a: Point = c[i]
        const b: Point = c[(i + 1) % c.length]
        const ax = pen + a.x * scale
        const ay = y - a.y * scale
        const bx = pen + b.x * scale
        const by = y - b.y * scale
        if (ay === by) continue
        edges.push(ay < by ? { x0: ax, y0: ay, x1: bx, y1: by, dir: 1 } : { x0: bx, y0: by, x1: ax, y1: ay, dir: -1 })
      }
    }
    pen += g.advance * scale
  }
  if (!edges.length) return pen
  let top = Number.POSITIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const e of edges) {
    top = Math.min(top, e.y0)
    bottom = Math.max(bottom, e.y1)
  }
  const cover = new Float32Array(img.width)
  const crossings: { x: number; dir: number }[] = []
  for (let row = Math.max(0, Math.floor(top)); row <= Math.min(img.height - 1, Math.ceil(bottom)); row++) {
    cover.fill(0)
    let any = false
    for (let s = 0; s < SUBSAMPLES; s++) {
      const sy = row + (s + 0.5) / SUBSAMPLES
      crossings.length = 0
      for (const e of edges) {
        if (sy < e.y0 || sy >= e.y1) continue
        crossings.push({ x: e.x0 + ((sy - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), dir: e.dir })
      }
      if (!crossings.length) continue
      crossings.sort((a, b) => a.x - b.x)
      let winding = 0
      for (let i = 0; i < crossings.length - 1; i++) {
        winding += crossings[i].dir
        if (winding === 0) continue
        any = true
        addSpan(cover, crossings[i].x, crossings[i + 1].x, 1 / SUBSAMPLES)
      }
    }
    if (!any) continue
    const base = row * img.width
    for (let px = 0; px < img.width; px++) {
      if (cover[px] <= 0) continue
      const ink = Math.min(1, cover[px])
      img.data[base + px] = Math.round(img.data[base + px] * (1 - ink))
    }
  }
  return pen
}

/** Adds `weight` × the covered fraction of each pixel between x0 and x1. */
function addSpan(cover: Float32Array, x0: number, x1: number, weight: number) {
  const a = Math.max(0, x0)
  const b = Math.min(cover.length, x1)
  if (b <= a) return
  const ia = Math.floor(a)
  const ib = Math.floor(b)
  if (ia === ib) {
    cover[ia] += (b - a) * weight
    return
  }
  cover[ia] += (ia + 1 - a) * weight
  for (let i = ia + 1; i < ib; i++) cover[i] += weight
  if (ib < cover.length) cover[ib] += (b - ib) * weight
}

/** The image turned `degrees` about its centre (bilinear), the uncovered corners white, as a scanner feeds a page. */
export function rotate(img: GrayImage, degrees: number): GrayImage {
  const out = blankImage(img.width, img.height)
  const t = (degrees * Math.PI) / 180
  const cos = Math.cos(t)
  const sin = Math.sin(t)
  const cx = img.width / 2
  const cy = img.height / 2
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx
      const sy = -sin * (x - cx) + cos * (y - cy) + cy
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      if (x0 < 0 || y0 < 0 || x0 + 1 >= img.width || y0 + 1 >= img.height) continue
      const fx = sx - x0
      const fy = sy - y0
      const i = y0 * img.width + x0
      const d = img.data
      const top = d[i] * (1 - fx) + d[i + 1] * fx
      const bot = d[i + img.width] * (1 - fx) + d[i + img.width + 1] * fx
      out.data[y * img.width + x] = Math.round(top * (1 - fy) + bot * fy)
    }
  }
  return out
}

/** Scanner noise: grain of ±`grain` on every pixel and dark specks, a slightly gray paper; `rand` makes it repeatable. */
export function addNoise(img: GrayImage, rand: () => number, grain = 24, specks = 400): GrayImage {
  const d = img.data
  for (let i = 0; i < d.length; i++) {
    const v = d[i] * 0.92 + 8 + (rand() + rand() - 1) * grain
    d[i] = Math.max(0, Math.min(255, v))
  }
  for (let k = 0; k < specks; k++) {
    const i = Math.floor(rand() * d.length)
    d[i] = Math.floor(rand() * 120)
  }
  return img
}

/** A slightly out-of-focus picture (a 3×3 box blur), as a phone's camera takes a page held by hand. */
export function blur(img: GrayImage): GrayImage {
  const out = blankImage(img.width, img.height)
  const { width: w, height: h, data: d } = img
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      out.data[i] =
        (d[i - w - 1] + d[i - w] + d[i - w + 1] + d[i - 1] + d[i] + d[i + 1] + d[i + w - 1] + d[i + w] + d[i + w + 1]) /
        9
    }
  }
  return out
}

/** Binary PGM (P5): the plainest image file an OCR engine reads. */
export function toPgm(img: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`)
  const out = new Uint8Array(header.length + img.data.length)
  out.set(header)
  out.set(img.data, header.length)
  return out
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** An 8-bit grayscale PNG, as a phone's scan app saves a page. */
export function toPng(img: GrayImage): Uint8Array {
  const raw = new Uint8Array((img.width + 1) * img.height)
  for (let y = 0; y < img.height; y++)
    raw.set(img.data.subarray(y * img.width, (y + 1) * img.width), y * (img.width + 1) + 1)
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length)
    const v = new DataView(out.buffer)
    v.setUint32(0, data.length)
    out.set(new TextEncoder().encode(type), 4)
    out.set(data, 8)
    v.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
    return out
  }
  const ihdr = new Uint8Array(13)
  const v = new DataView(ihdr.buffer)
  v.setUint32(0, img.width)
  v.setUint32(4, img.height)
  ihdr.set([8, 0, 0, 0, 0], 8)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let o = 0
  for (const p of parts) {
    out.set(p, o)
    o += p.length
  }
  return out
}
