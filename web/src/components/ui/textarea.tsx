/** Multi-line text input sharing the input's look. */
import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/utils.ts'
import { inputClass } from './input.tsx'

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  ({ className, rows = 4, ...props }, ref) => (
    <textarea ref={ref} rows={rows} className={cn(inputClass, 'h-auto min-h-20 py-2', className)} {...props} />
  ),
)
Textarea.displayName = 'Textarea'
