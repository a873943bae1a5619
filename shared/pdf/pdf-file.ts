/**
 * The bytes of a PDF 1.4 file: numbered objects, the cross-reference table and the trailer, in Latin-1 with PDF string
 * escapes. The one writer under text-pdf.ts (plain lines) and layout-pdf.ts (placed text and shapes).
 */

/** Latin-1 text (WinAnsi covers it) as a PDF string's inside; anything else prints as "?". */
export function pdfText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
}

export const latin1 = (s: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(s, (ch) => (ch.charCodeAt(0) <= 0xff ? ch.charCodeAt(0) : 0x3f))

/** A content stream object's text, with its exact length. */
export const streamObject = (content: string) =>
  `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`

/** `objects[0]` is object 1 (the catalog), `info` the number of the document information object. */
export function writePdfFile(objects: readonly string[], info: number): Uint8Array<ArrayBuffer> {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return latin1(out)
}
