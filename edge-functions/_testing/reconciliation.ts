/**
 * Statement files a test makes for itself: a real statement PDF written with the project's PDF writer (the lines a
 * bank prints: account, period, balances), the same PDF locked with a password (a Standard security handler whose
 * user password is not empty, so readers ask for one), and an upload into the 'files' bucket as a user.
 */
import { textPdf } from '../../shared/pdf/text-pdf.ts'
import { formatMoney } from '../../shared/rules/format.ts'
import { tokenFor } from './api.ts'

export function statementPdf(s: {
  bank?: string
  mask: string
  periodStart: string
  periodEnd: string
  startingCents: number
  endingCents: number
  lines?: { date: string; description: string; cents: number }[]
}): Uint8Array {
  return textPdf({
    title: `${s.bank ?? 'First Platypus Bank'} statement`,
    lines: [
      `Business Checking ****${s.mask}`,
      `Statement period: ${s.periodStart} to ${s.periodEnd}`,
      `Beginning balance: ${formatMoney(s.startingCents, { currency: true })}`,
      ...(s.lines ?? []).map((l) => `${l.date}  ${l.description}  ${formatMoney(l.cents, { currency: true })}`),
      `Ending balance: ${formatMoney(s.endingCents, { currency: true })}`,
    ],
  })
}

/** The PDF with an /Encrypt dictionary in its trailer: opening it needs a password it does not have. */
export function lockedPdf(pdf: Uint8Array): Uint8Array {
  const text = new TextDecoder('latin1').decode(pdf)
  const hex = (n: number, seed: number) =>
    Array.from({ length: n }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('')
  const size = Number(/\/Size (\d+)/.exec(text)![1])
  const encrypt = `${size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${hex(32, 11)}> /U <${hex(32, 29)}> /P -44 >>\nendobj\n`
  const locked = text
    .replace(/\nxref\n/, `\n${encrypt}xref\n`)
    .replace(
      /trailer\s*<<([\s\S]*?)>>/,
      (_, d) => `trailer\n<<${d} /Encrypt ${size} 0 R /ID [<${hex(16, 3)}> <${hex(16, 5)}>] >>`,
    )
  return Uint8Array.from(locked, (c) => c.charCodeAt(0))
}

/** Uploads into the 'files' bucket as `userId` (Storage RLS decides), returning the path. */
export async function uploadStatement(
  userId: string,
  orgId: string,
  name: string,
  bytes: Uint8Array,
  type = 'application/pdf',
) {
  const path = `${orgId}/statements/${crypto.randomUUID().slice(0, 8)}-${name}`
  const res = await fetch(`${Deno.env.get('SUPABASE_URL')}/storage/v1/object/files/${path}`, {
    method: 'POST',
    headers: {
      apikey: Deno.env.get('SUPABASE_ANON_KEY')!,
      authorization: `Bearer ${await tokenFor(userId)}`,
      'content-type': type,
    },
    body: bytes as BodyInit,
  })
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  await res.body?.cancel()
  return path
}
