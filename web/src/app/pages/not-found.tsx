/** The real not-found page: unknown paths and flag-gated screens that are off for this organization. */
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'

export function NotFoundPage() {
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center"
      aria-labelledby="not-found-title"
    >
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 id="not-found-title" className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
        Page not found
      </h1>
      <p className="mt-3 text-sm text-slate-600">
        The page you opened does not exist, has moved, or is not available for your organization.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Go to your home page</Link>
      </Button>
    </section>
  )
}
