/**
 * A designed PDF: text placed at points (left- or right-aligned by Helvetica's own glyph widths), filled rectangles and
 * rules, on A4 pages. Pure TypeScript (no PDF library is installed, and this much needs none), so the edge functions
 * write it and any reader or text extractor opens it. Coordinates are PDF points from the bottom left.
 */
import { pdfText, streamObject, writePdfFile } from './pdf-file.ts'

export const A4 = { width: 595, height: 842 } as const

/** An RGB colour, each part 0-1. */
export type TColor = readonly [number, number, number]
export type TDraw =
  | {
      kind: 'text'
      x: number
      y: number
      text: string
      size: number
      bold?: boolean
      color?: TColor
      align?: 'left' | 'right'
    }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: TColor }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; color: TColor; width?: number }

// Adobe's Helvetica and Helvetica-Bold widths (AFM, per 1000 em) for printable ASCII, 32 to 126
const HELVETICA =
  '278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 611 722 667 944 667 667 611 278 278 278 469 556 333 556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584'
    .split(' ')
    .map(Number)
const HELVETICA_BOLD =
  '278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 611 722 667 944 667 667 611 333 278 333 584 556 333 556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584'
    .split(' ')
    .map(Number)

/** The width of `text` in points at `size`; characters beyond ASCII count as a digit's width. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? HELVETICA_BOLD : HELVETICA
  let units = 0
  for (const ch of text) {
    const c = ch.charCodeAt(0)
    units += c >= 32 && c <= 126 ? widths[c - 32] : 556
  }
  return (units * size) / 1000
}

/** `text` broken at spaces into lines no wider than `width` (a word longer than the line is cut). */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (textWidth(next, size, bold) <= width) line = next
      else {
        if (line) lines.push(line)
        let w = word
        while (textWidth(w, size, bold) > width && w.length > 1) {
          let cut = w.length - 1
          while (cut > 1 && textWidth(w.slice(0, cut), size, bold) > width) cut--
          lines.push(w.slice(0, cut))
          w = w.slice(cut)
        }
        line = w
      }
    }
    lines.push(line)
  }
  return lines
}

const rgb = (c: TColor) => c.map((v) => Number(v.toFixed(3))).join(' ')

function content(draws: readonly TDraw[]): string {
  const out: string[] = []
  for (const d of draws) {
    if (d.kind === 'rect') out.push(`${rgb(d.fill)} rg ${d.x} ${d.y} ${d.width} ${d.height} re f`)
    else if (d.kind === 'rule') out.push(`${rgb(d.color)} RG ${d.width ?? 0.5} w ${d.x1} ${d.y1} m ${d.x2} ${d.y2} l S`)
    else {
      const x = d.align === 'right' ? d.x - textWidth(d.text, d.size, d.bold) : d.x
      out.push(
        `BT ${rgb(d.color ?? [0, 0, 0])} rg /${d.bold ? 'F2' : 'F1'} ${d.size} Tf ${x.toFixed(2)} ${d.y} Td (${pdfText(d.text)}) Tj ET`,
      )
    }
  }
  return out.join('\n')
}

/** An A4 PDF of the given pages, each a list of drawings in order (later ones paint over earlier ones). */
export function layoutPdf({ title, pages }: { title: string; pages: readonly (readonly TDraw[])[] }) {
  const objects = [
    '', // 1: catalog
    '', // 2: pages
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', // 3
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', // 4
    `<< /Title (${pdfText(title)}) /Producer (ledgerloop) >>`, // 5
  ]
  const kids: number[] = []
  for (const page of pages.length ? pages : [[]]) {
    const stream = objects.push(streamObject(content(page)))
    kids.push(
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    )
  }
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  return writePdfFile(objects, 5)
}
