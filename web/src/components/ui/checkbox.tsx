/** Checkbox: a native input (keyboard, forms and screen readers work as-is) with an optional inline label. */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/utils.ts'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label?: ReactNode }

export const Checkbox = forwardRef<HTMLInputElement, Props>(({ className, label, id, ...props }, ref) => {
  const autoId = useId()
  const inputId = id ?? autoId
  const box = (
    <input
      ref={ref}
      id={inputId}
      type="checkbox"
      className={cn(
        'h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
  if (!label) return box
  return (
    <label htmlFor={inputId} className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      {box}
      <span>{label}</span>
    </label>
  )
})
Checkbox.displayName = 'Checkbox'
