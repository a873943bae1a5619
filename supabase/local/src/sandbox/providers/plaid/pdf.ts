/**
 * A minimal real PDF (1.4, Helvetica, one Flate-compressed content stream per page) for sandbox bank statements:
 * enough for any PDF reader to open and for a text extractor to read the lines back.
 */
import { deflateSync } from 'node:zlib'

const LINES_PER_PAGE = 52
const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')

export function textPdf(lines: string[], title: string): Buffer {
  const pages: string[][] = []
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE))
  const objects: Buffer[] = []
  const add = (o: Buffer | string) => {
    objects.push(typeof o === 'string' ? Buffer.from(o, 'latin1') : o)
    return objects.length
  }
  const catalog = add('') // filled below
  const pagesObj = add('')
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const info = add(`<< /Title (${escapePdf(title)}) /Producer (plaid sandbox) >>`)
  const kids: number[] = []
  for (const page of pages) {
    const text = page.map((l, i) => `${i === 0 ? '' : 'T* '}(${escapePdf(l)}) Tj`).join('\n')
    const content = deflateSync(Buffer.from(`BT\n/F1 9 Tf\n13 TL\n40 800 Td\n${text}\nET\n`, 'latin1'))
    const stream = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    )
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    )
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`, 'latin1')
  objects[pagesObj - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    'latin1',
  )

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0].length
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(offset)
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), o, Buffer.from('\nendobj\n', 'latin1')])
    parts.push(chunk)
    offset += chunk.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  )
  return Buffer.concat(parts)
}
