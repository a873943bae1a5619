/**
 * Reads a bank statement PDF's text (the strings its content streams show, Flate-compressed or not) and extracts the
 * period and the beginning and ending balances in cents. Statements state these in a few common wordings
 * ("Statement period: 2026-01-01 to 2026-01-31", "01/01/2026 - 01/31/2026"; "Beginning/Opening/Previous balance",
 * "Ending/Closing/New balance"); what cannot be read stays null rather than guessed.
 */

const latin1 = (b: Uint8Array) => Array.from(b, (c) => String.fromCharCode(c)).join('')

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The text a PDF shows, one line per text-showing operator run (`(...) Tj`, `[...] TJ`, `T*` and `Td` break lines). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const raw = latin1(pdf)
  if (!raw.startsWith('%PDF-')) throw new Error('Not a PDF')
  const lines: string[] = []
  const streamRe = /<<([\s\S]*?)>>\s*stream\r?\n/g
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    const dict = m[1]
    const start = m.index + m[0].length
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1)
    const end = length >= 0 ? start + length : raw.indexOf('endstream', start)
    let data = pdf.subarray(start, end)
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = await inflate(data)
      } catch {
        continue // an image or font stream we cannot read is not text
      }
    }
    const content = latin1(data)
    if (!/\bBT\b/.test(content)) continue
    let line = ''
    const tokenRe = /\((?:\\.|[^\\)])*\)|T\*|Td|TD|'|ET/g
    for (let t = tokenRe.exec(content); t; t = tokenRe.exec(content)) {
      const tok = t[0]
      if (tok.startsWith('(')) line += unescapePdfString(tok.slice(1, -1))
      else {
        lines.push(line)
        line = ''
      }
    }
    if (line) lines.push(line)
  }
  return lines.join('\n')
}

function unescapePdfString(s: string) {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' }
    return map[c] ?? String.fromCharCode(Number.parseInt(c, 8))
  })
}

export type ExtractedStatement = {
  periodStart: string | null
  periodEnd: string | null
  startingBalanceCents: number | null
  endingBalanceCents: number | null
}

const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4})`
const MONEY = String.raw`(\(?-?\s*\$?\s*-?[\d,]+\.\d{2}\)?)`

function isoDate(s: string): string {
  if (s.includes('-')) return s
  const [m, d, y] = s.split('/')
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
}

/** "$1,234.56", "-$12.00", "($12.00)" to cents, exactly. */
export function moneyToCents(s: string): number {
  const negative = /-|\(/.test(s)
  const [whole, frac] = s.replace(/[^\d.]/g, '').split('.')
  const cents = Number(whole) * 100 + Number(frac)
  return negative && cents !== 0 ? -cents : cents
}

export function extractStatement(text: string): ExtractedStatement {
  const period =
    new RegExp(String.raw`(?:statement\s+)?period[:\s]+${DATE}\s*(?:to|through|-|–)\s*${DATE}`, 'i').exec(text) ??
    new RegExp(`${DATE}\\s*(?:to|through|-|–)\\s*${DATE}`, 'i').exec(text)
  const start = new RegExp(String.raw`(?:beginning|opening|previous|starting)\s+balance[:\s]+${MONEY}`, 'i').exec(text)
  const end = new RegExp(String.raw`(?:ending|closing|new)\s+balance[:\s]+${MONEY}`, 'i').exec(text)
  return {
    periodStart: period ? isoDate(period[1]) : null,
    periodEnd: period ? isoDate(period[2]) : null,
    startingBalanceCents: start ? moneyToCents(start[1]) : null,
    endingBalanceCents: end ? moneyToCents(end[1]) : null,
  }
}
