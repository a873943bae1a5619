/**
 * Reads a bank statement PDF's text (the strings its content streams show, Flate-compressed or not); the period and
 * balances are read from the text by the statement rule in shared/rules/statement-text.ts.
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

export { extractStatement, moneyToCents, type ExtractedStatement } from '../../../shared/rules/statement-text.ts'
