import { billScan, scoreExtraction } from '../../../shared/pdf/bill-corpus.ts'
import { extractedValues, fieldsToConfirm } from '../../../shared/rules/bill-extraction.ts'
import { readBillFile } from './read-bill-file.ts'
let right = 0, total = 0
const N = Number(Deno.args[0] ?? 30)
const t0 = performance.now()
let gen = 0
for (let i = 0; i < N; i++) {
  const g0 = performance.now()
  const s = billScan(7, i)
  gen += performance.now() - g0
  const x = await readBillFile(s.file)
  const r = scoreExtraction(s.known, extractedValues(x))
  right += r.right; total += r.total
  if (r.wrong.length) console.log(i, s.form, r.wrong.join('; '), 'confirm:', fieldsToConfirm(x, []).join(','))
}
console.log(`${right}/${total} ${(100*right/total).toFixed(1)}%  ms/bill ${((performance.now()-t0-gen)/N).toFixed(0)} gen ms/bill ${(gen/N).toFixed(0)}`)
