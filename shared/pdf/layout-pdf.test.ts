import { describe, expect, it } from 'vitest'
import { layoutPdf, textWidth, wrapText } from './layout-pdf.ts'

const read = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

describe('layoutPdf', () => {
  it('measures text by Helvetica’s widths', () => {
    expect(textWidth('1', 10)).toBeCloseTo(5.56)
    expect(textWidth('W', 10)).toBeCloseTo(9.44)
    expect(textWidth('i', 10, true)).toBeCloseTo(2.78)
  })
  it('wraps at spaces within the width, and cuts a word longer than a line', () => {
    const lines = wrapText('one two three four five six', textWidth('one two three', 10), 10)
    expect(lines).toEqual(['one two three', 'four five six'])
    expect(wrapText('x'.repeat(30), textWidth('x'.repeat(10), 10), 10)).toEqual([
      'x'.repeat(10),
      'x'.repeat(10),
      'x'.repeat(10),
    ])
  })
  it('right-aligns text at its x, draws rectangles and rules, one page object each', () => {
    const text = read(
      layoutPdf({
        title: 'T',
        pages: [
          [
            { kind: 'rect', x: 0, y: 700, width: 595, height: 100, fill: [0, 0.5, 0.5] },
            { kind: 'text', x: 100, y: 50, size: 10, text: '$1.00', align: 'right' },
          ],
          [{ kind: 'rule', x1: 40, y1: 50, x2: 555, y2: 50, color: [0.5, 0.5, 0.5] }],
        ],
      }),
    )
    expect(text).toContain('0 0.5 0.5 rg 0 700 595 100 re f')
    expect(text).toContain(`${(100 - textWidth('$1.00', 10)).toFixed(2)} 50 Td ($1.00) Tj`)
    expect(text).toContain('40 50 m 555 50 l S')
    expect(text).toMatch(/\/Count 2 >>/)
  })
})
