/** A small dependency-free SVG bar chart (positive and negative values, one or two series). */
import { formatMoney } from '@/lib/format.ts'

export type Series = { label: string; values: number[]; color: string }

export function BarChart({ labels, series, height = 180 }: { labels: string[]; series: Series[]; height?: number }) {
  const all = series.flatMap((s) => s.values)
  const max = Math.max(1, ...all.map((v) => Math.max(v, 0)))
  const min = Math.min(0, ...all)
  const span = max - min || 1
  const W = Math.max(560, labels.length * 56), H = height, top = 10, bottom = 28
  const y = (v: number) => top + ((max - v) / span) * (H - top - bottom)
  const group = (W - 20) / Math.max(1, labels.length)
  const barW = Math.max(4, (group * 0.7) / series.length)
  return (
    <figure className="w-full overflow-x-auto">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full min-w-[320px] max-w-3xl" role="img" aria-label={series.map((s) => s.label).join(' and ')}>
        <line x1={10} x2={W - 10} y1={y(0)} y2={y(0)} stroke="#cbd5e1" />
        {labels.map((l, i) => (
          <g key={l + i}>
            {series.map((s, k) => {
              const v = s.values[i] ?? 0
              return (
                <rect key={s.label} x={10 + i * group + (group - barW * series.length) / 2 + k * barW} y={Math.min(y(v), y(0))} width={barW - 1}
                  height={Math.max(1, Math.abs(y(v) - y(0)))} fill={s.color}>
                  <title>{`${s.label} ${l}: ${formatMoney(v, { currency: true })}`}</title>
                </rect>
              )
            })}
            <text x={10 + i * group + group / 2} y={H - 10} textAnchor="middle" fontSize="10" fill="#64748b">{l}</text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 flex gap-4 text-xs text-slate-600">
        {series.map((s) => <span key={s.label} className="inline-flex items-center gap-1"><span className="inline-block h-2 w-3" style={{ background: s.color }} />{s.label}</span>)}
      </figcaption>
    </figure>
  )
}
