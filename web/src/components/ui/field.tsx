/**
 * A form field: label, the control, and its error message in place. The control (the single child) receives the
 * id, aria-invalid and aria-describedby, so the message is announced and the input turns red.
 */
import { useId, type ReactNode } from 'react'
import { Slot } from '@radix-ui/react-slot'
import { cn } from '@/lib/utils.ts'
import { Label } from './label.tsx'

export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
  id,
}: {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
  id?: string
  children: ReactNode
}) {
  const autoId = useId()
  const controlId = id ?? autoId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Slot
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot>
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
