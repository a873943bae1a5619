/**
 * The select of every form: the browser's own, styled like the other inputs (keyboard, search-as-you-type and long
 * lists for free). A custom listbox can come back when a screen needs one.
 */
import { forwardRef, type SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/utils.ts'
import { inputClass } from './input.tsx'

export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, ...props }, ref) => <select ref={ref} className={cn(inputClass, 'pr-8', className)} {...props} />,
)
NativeSelect.displayName = 'NativeSelect'
