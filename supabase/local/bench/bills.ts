/**
 * Bill extraction benchmark (issue 33): 200 generated bills (shared/pdf/bill-corpus.ts) read as the
 * `bills.process-upload` job reads them (edge-functions/domains/bill-pay/read-bill-file.ts: the PDF's text layer, then
 * the field rules), one after another on one core; prints bills/s for text PDFs (median of three runs, target ≥ 50/s)
 * and the field-level accuracy over the corpus. Scans: this build has no OCR engine (docs/bill-pay.md "Scans"), so a
 * scan is refused with its message rather than read; that figure is printed as not measured, not as a pass.
 * In process: no stack.
 */
const { billPdf, scoreExtraction } = await import('../../../shared/pdf/bill-corpus.ts')
const { extractedValues } = await import('../../../shared/rules/bill-extraction.ts')
const { readBillFile } = await import('../../../edge-functions/domains/bill-pay/read-bill-file.ts')
const { report } = await import('./_stats.ts')

const N = 200

export default async function main() {
  const corpus = Array.from({ length: N }, (_, i) => billPdf(2026, i))
  // one warm-up read: PDF.js compiles its parser on first use
  await readBillFile(corpus[0].pdf)
  const rates: number[] = []
  let right = 0
  let total = 0
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now()
    for (const b of corpus) {
      const x = await readBillFile(b.pdf)
      if (run === 0) {
        const s = scoreExtraction(b.known, extractedValues(x))
        right += s.right
        total += s.total
      }
    }
    rates.push(N / ((performance.now() - t0) / 1000))
  }
  report(`extract ${N} text-PDF bills`, rates, 'bills/s', 50, true)
  report('fields right on text PDFs', (100 * right) / total, '%', 95, true)
  console.log('  extract scanned bills              not measured: no OCR engine in this build (target >= 1 bills/s)')
}
