/**
 * A PDF whose pages are pictures and nothing else, as a scanner or a "scan to PDF" app writes one: each page one JPEG
 * (DCTDecode, the bytes as they are) drawn over the whole US Letter page, no text layer. For the generated scanned
 * bills; a reader has to rasterise or extract the picture and read it with OCR.
 */
export type JpegPage = { jpeg: Uint8Array; width: number; height: number; components: 1 | 3 }

const latin1 = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0))

export function imagePdf(pages: readonly JpegPage[]): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = []
  let length = 0
  const offsets: number[] = []
  const push = (b: Uint8Array) => {
    chunks.push(b)
    length += b.length
  }
  const object = (n: number, dict: string, stream?: Uint8Array) => {
    offsets[n - 1] = length
    push(latin1(`${n} 0 obj\n${dict}\n`))
    if (stream) {
      push(latin1('stream\n'))
      push(stream)
      push(latin1('\nendstream\n'))
    }
    push(latin1('endobj\n'))
  }
  push(latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'))
  const kids = pages.map((_, i) => 3 + i * 3)
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  pages.forEach((p, i) => {
    const page = 3 + i * 3
    const content = latin1('q 612 0 0 792 0 0 cm /Im0 Do Q\n')
    object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 ${page + 1} 0 R >> >> /Contents ${page + 2} 0 R >>`,
    )
    object(
      page + 1,
      `<< /Type /XObject /Subtype /Image /Width ${p.width} /Height ${p.height} /ColorSpace /${p.components === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.jpeg.length} >>`,
      p.jpeg,
    )
    object(page + 2, `<< /Length ${content.length} >>`, content)
  })
  const xref = length
  let tail = `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  push(latin1(tail))
  const out = new Uint8Array(length)
  let o = 0
  for (const c of chunks) {
    out.set(c, o)
    o += c.length
  }
  return out
}
