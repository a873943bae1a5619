/** Text input; `aria-invalid` turns the border red so field errors are visible without extra props. */
import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '@/lib/utils.ts'

export const inputClass = cn(
  'flex h-9 w-full rounded-md border border-slate-300 bg-white px-3 py-1 text-sm shadow-sm transition-colors',
  'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/30',
)

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = 'text', ...props }, ref) => (
    <input ref={ref} type={type} className={cn(inputClass, className)} {...props} />
  ),
)
Input.displayName = 'Input'
