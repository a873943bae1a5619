/**
 * Bill extraction benchmark (issue 33): 200 generated bills (shared/pdf/bill-corpus.ts) read as the
 * `bills.process-upload` job reads them (edge-functions/domains/bill-pay/read-bill-file.ts: the PDF's text layer, then
 * the field rules), one after another on one core; prints bills/s for text PDFs (median of three runs, target ≥ 50/s)
 * and the field-level accuracy over the corpus. Then the scanned set: the same 200 bills rendered as scans (a scanned
 * PDF, a JPEG photo or a PNG in turn; turned slightly, with noise), read through OCR (ocr-engine.ts) one after another
 * on one core; prints bills/s (one run: a run takes minutes; target ≥ 1/s), the same per second of the process's own
 * CPU (what one free core does, whatever else the shared machine runs) and the fields right (target ≥ 85%). The
 * scans are made before the clock starts; the engine is loaded by a warm-up read, as a job's isolate keeps it.
 * In process: no stack.
 */
const { billPdf, billScan, scoreExtraction } = await import('../../../shared/pdf/bill-corpus.ts')
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

  const scans = Array.from({ length: N }, (_, i) => billScan(2026, i))
  await readBillFile(scans[0].file)
  let scanRight = 0
  let scanTotal = 0
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  for (const b of scans) {
    const s = scoreExtraction(b.known, extractedValues(await readBillFile(b.file)))
    scanRight += s.right
    scanTotal += s.total
  }
  report(`extract ${N} scanned bills (OCR)`, N / ((performance.now() - t0) / 1000), 'bills/s', 1, true)
  // the machine is shared: bills per second of this process's own CPU says what one free core does, whatever the load
  const cpu = process.cpuUsage(cpu0)
  report('scanned bills per CPU second', N / ((cpu.user + cpu.system) / 1e6), 'bills/s', 1, true)
  report('Scanned bills: fields right', (100 * scanRight) / scanTotal, '%', 85, true)
}
