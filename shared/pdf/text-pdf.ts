/**
 * A minimal real PDF (1.4, Helvetica, uncompressed content streams): a heading and lines of text, paged. Pure
 * TypeScript over Uint8Array, so the edge functions (wire instructions) and any other runtime can write one; any PDF
 * reader opens it and a text extractor reads the lines back. Characters outside Latin-1 print as "?".
 */
import { pdfText, streamObject, writePdfFile } from './pdf-file.ts'

const LINES_PER_PAGE = 50

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
    const stream = add(streamObject(content))
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    )
  })
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`

  return writePdfFile(objects, 5)
}
