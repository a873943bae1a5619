/** Centered card frame for the signed-out and verification pages. */
import type { ReactNode } from 'react'
import { BrandMark } from '@/app/layout/brand.tsx'

export function AuthFrame({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-slate-50 px-4 py-12">
      <BrandMark />
      <section
        className="mt-8 w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm"
        aria-labelledby="auth-title"
      >
        <h1 id="auth-title" className="text-xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        {description && <p className="mt-1.5 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && <div className="mt-6 text-center text-sm text-slate-500">{footer}</div>}
    </div>
  )
}
