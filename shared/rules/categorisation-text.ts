/**
 * The text side of expense categorisation (docs/categorisation.md): how a bank line's vendor and description are
 * cleaned, and the 256-long embedding (spec accounting §5, §9) the organization's history is searched with. The
 * embedding is deterministic feature hashing of character trigrams and whole words, signed and L2-normalised: no
 * weights to download, the same vector in the browser, Deno and Node, and about a microsecond a line.
 */

export const EMBEDDING_LENGTH = 256

/** Card-processor and bank prefixes that say how a line was paid, not who was paid. */
const NOISE_PREFIX =
  /^(?:(?:sq|tst|sp|pp|py|paypal|ach|pos|dd|debit card purchase|debit|card purchase|purchase|checkcard|recurring|online payment to|payment to)\s*\*?\s+|(?:sq|tst|sp|pp)\s*\*\s*)/
const LEGAL_SUFFIX = /\s+(?:inc|llc|ltd|co|corp|corporation|company|gmbh|plc|pbc)\.?$/

/** Lower case, payment-rail prefixes and legal suffixes off, store numbers and references out, single spaces. */
export function normalizeVendor(raw: string | null | undefined): string {
  let s = (raw ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  s = s.replace(/[#*]\s*\d+/g, ' ').replace(/\b\d{3,}\b/g, ' ')
  s = s
    .replace(/[^a-z0-9&' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  for (let i = 0; i < 2; i++) s = s.replace(NOISE_PREFIX, '').replace(LEGAL_SUFFIX, '').trim()
  return s
}

/** A description as a bookkeeper reads it: lower case, without card numbers, dates and references. */
export function processDescription(raw: string | null | undefined): string {
  return (raw ?? '')
    .toLowerCase()
    .replace(/\b\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\b/g, ' ')
    .replace(/[#*x]*\d{3,}/g, ' ')
    .replace(/[^a-z0-9&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Words of two letters or more that are not numbers. */
export function words(text: string): string[] {
  const out: string[] = []
  for (const w of text.split(' ')) if (w.length >= 2 && !/^\d+$/.test(w)) out.push(w)
  return out
}

/** FNV-1a over a string (32 bits): the hash behind the embedding and the model's features. */
export function hash32(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function addFeature(vec: Float32Array, feature: string, weight: number) {
  const h = hash32(feature)
  vec[h % EMBEDDING_LENGTH] += (h & 0x80000000 ? -1 : 1) * weight
}

/**
 * The 256-long embedding of a text: each word (weight 1) and each character trigram of " word " (weight 0.5), hashed
 * to a slot with a sign, then scaled to length 1 so the dot product of two embeddings is their cosine similarity.
 * An empty text gives the zero vector.
 */
export function embed(text: string, out = new Float32Array(EMBEDDING_LENGTH)): Float32Array {
  out.fill(0)
  for (const w of words(text)) {
    addFeature(out, `w:${w}`, 1)
    const padded = ` ${w} `
    for (let i = 0; i + 3 <= padded.length; i++) addFeature(out, padded.slice(i, i + 3), 0.5)
  }
  let norm = 0
  for (let i = 0; i < out.length; i++) norm += out[i] * out[i]
  if (norm > 0) {
    const inv = 1 / Math.sqrt(norm)
    for (let i = 0; i < out.length; i++) out[i] *= inv
  }
  return out
}

/** Cosine similarity of two unit embeddings. */
export function similarity(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let s = 0
  for (let i = 0; i < EMBEDDING_LENGTH; i++) s += a[i] * b[bOffset + i]
  return s
}

/**
 * The spec's stored form of an embedding (a number array as JSON text), rounded to four places, of the text as written
 * (`lower` false: letters keep their case, so "AWS" and "aws" differ) or lower-cased. The history record keeps both
 * for other tools; this code recomputes embeddings, which is faster than parsing them.
 */
export function embeddingJson(text: string | null | undefined, lower: boolean): string | null {
  if (text == null || text.trim() === '') return null
  const cleaned = text
    .replace(/[^\p{L}\p{N}&' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return JSON.stringify(Array.from(embed(lower ? cleaned.toLowerCase() : cleaned), (v) => Math.round(v * 1e4) / 1e4))
}
