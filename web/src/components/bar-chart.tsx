/** A small dependency-free SVG bar chart (positive and negative values, one or two series) with a value axis. */
import { formatMoney } from '@/lib/format.ts'
import { axisLabel, axisTicks } from './chart-axis.ts'

type Series = { label: string; values: number[]; color: string }

export function BarChart({ labels, series, height = 200 }: { labels: string[]; series: Series[]; height?: number }) {
  const all = series.flatMap((s) => s.values)
  const ticks = axisTicks(Math.min(0, ...all), Math.max(0, ...all))
  const max = Math.max(1, ticks.at(-1)!)
  const min = Math.min(0, ticks[0])
  const span = max - min || 1
  const left = 56 // room for the value labels
  const W = Math.max(560, left + labels.length * 56),
    H = height,
    top = 10,
    bottom = 28
  const y = (v: number) => top + ((max - v) / span) * (H - top - bottom)
  const group = (W - left - 10) / Math.max(1, labels.length)
  const barW = Math.max(4, (group * 0.7) / series.length)
  return (
    <figure className="w-full overflow-x-auto">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full min-w-[320px] max-w-3xl"
        role="img"
        aria-label={series.map((s) => s.label).join(' and ')}
      >
        <g data-testid="chart-axis">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={W - 10} y1={y(t)} y2={y(t)} stroke={t === 0 ? '#94a3b8' : '#e2e8f0'} />
              <text x={left - 6} y={y(t) + 3} textAnchor="end" fontSize="10" fill="#64748b">
                {axisLabel(t)}
              </text>
            </g>
          ))}
        </g>
        {labels.map((l, i) => (
          <g key={l}>
            {series.map((s, k) => {
              const v = s.values[i] ?? 0
              return (
                <rect
                  key={s.label}
                  x={left + i * group + (group - barW * series.length) / 2 + k * barW}
                  y={Math.min(y(v), y(0))}
                  width={barW - 1}
                  height={Math.max(1, Math.abs(y(v) - y(0)))}
                  fill={s.color}
                >
                  <title>{`${s.label} ${l}: ${formatMoney(v, { currency: true })}`}</title>
                </rect>
              )
            })}
            <text x={left + i * group + group / 2} y={H - 10} textAnchor="middle" fontSize="10" fill="#64748b">
              {l}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 flex gap-4 text-xs text-slate-600">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-3" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
