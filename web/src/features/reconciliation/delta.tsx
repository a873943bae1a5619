/** A source's difference from the statement: "Agrees" at zero, the signed amount otherwise, "—" while unknown. */
import { formatMoney } from '@/lib/format.ts'

export function Delta({ value }: { value: number | null }) {
  if (value === null) return <span className="text-slate-400">—</span>
  if (value === 0) return <span className="text-emerald-700">Agrees</span>
  return <span className="font-medium text-red-700">{formatMoney(value, { currency: true })}</span>
}
