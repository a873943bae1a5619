/**
 * A minimal real PDF (1.4, Helvetica, uncompressed content streams): a heading and lines of text, paged. Pure
 * TypeScript over Uint8Array, so the edge functions (wire instructions) and any other runtime can write one; any PDF
 * reader opens it and a text extractor reads the lines back. Characters outside Latin-1 print as "?".
 */
const LINES_PER_PAGE = 50

/** Latin-1 bytes (WinAnsi covers them), with PDF string escapes. */
function pdfText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
}

const latin1 = (s: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(s, (ch) => (ch.charCodeAt(0) <= 0xff ? ch.charCodeAt(0) : 0x3f))

/** A one- or many-page PDF: `title` as the heading of the first page (and the document's title), then `lines`. */
export function textPdf({ title, lines }: { title: string; lines: readonly string[] }): Uint8Array<ArrayBuffer> {
  const pages: string[][] = []
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE))
  const objects: string[] = []
  const add = (o: string) => objects.push(o)
  add('') // 1: catalog, filled below
  add('') // 2: pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>') // 3
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>') // 4
  add(`<< /Title (${pdfText(title)}) /Producer (ledgerloop) >>`) // 5
  const kids: number[] = []
  pages.forEach((page, p) => {
    const heading = p === 0 ? `/F2 16 Tf\n(${pdfText(title)}) Tj\nT* T*\n` : ''
    const body = page.map((l) => `(${pdfText(l)}) Tj T*`).join('\n')
    const content = `BT\n16 TL\n50 790 Td\n${heading}/F1 11 Tf\n${body}\nET\n`
    const stream = add(`<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`)
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    )
  })
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return latin1(out)
}
