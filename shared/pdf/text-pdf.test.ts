import { describe, expect, it } from 'vitest'
import { textPdf } from './text-pdf.ts'

const read = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const text = read(textPdf({ title: 'Wire instructions: Operating', lines: ['Bank name: Sandbox Core Bank'] }))
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    for (const [i, o] of offsets.entries()) expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
    expect(text).toContain('(Wire instructions: Operating) Tj')
    expect(text).toContain('(Bank name: Sandbox Core Bank) Tj')
  })
  it('gives each stream its exact length', () => {
    const text = read(textPdf({ title: 'T', lines: ['Café (main) \\ branch'] }))
    const m = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!
    expect(m[2].length).toBe(Number(m[1]))
    expect(m[2]).toContain('(Caf\xe9 \\(main\\) \\\\ branch) Tj')
  })
  it('prints characters outside Latin-1 as "?"', () =>
    expect(read(textPdf({ title: 'T', lines: ['Zürich → Köln'] }))).toContain('(Z\xfcrich ? K\xf6ln) Tj'))
  it('pages long documents', () => {
    const text = read(textPdf({ title: 'T', lines: Array.from({ length: 120 }, (_, i) => `line ${i}`) }))
    expect(text).toMatch(/\/Count 3 >>/)
    expect(text).toContain('(line 119) Tj')
  })
})
