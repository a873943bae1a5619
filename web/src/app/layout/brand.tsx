/** Product name and mark, used in the header and on the signed-out pages. */
import { cn } from '@/lib/utils.ts'

const PRODUCT_NAME = 'Ledgerloop'

export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M10 8v16h12" stroke="white" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && <span className="text-lg font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>}
    </span>
  )
}
