/**
 * Error screens: /error-page (a public page other flows redirect to, with an optional ?message=) and the router's
 * error boundary for a screen that crashed while rendering.
 */
import { Link, isRouteErrorResponse, useRouteError, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { BrandMark } from '../layout/brand.tsx'
import { reportError } from '@/lib/error-reporting.ts'

function ErrorFrame({ title, message }: { title: string; message: string }) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-slate-50 px-4 py-16">
      <BrandMark />
      <section
        className="mt-8 w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
        aria-labelledby="error-title"
      >
        <h1 id="error-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-600">{message}</p>
        <div className="mt-6 flex justify-center gap-2">
          <Button asChild>
            <Link to="/">Go to your home page</Link>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </section>
    </div>
  )
}

export function ErrorPage() {
  const [params] = useSearchParams()
  // Shown as plain text only; the message comes from a link and must never become markup.
  const message = params.get('message')?.slice(0, 300)
  return (
    <ErrorFrame
      title="Something went wrong"
      message={
        message ||
        'An unexpected error stopped this page. Please try again; if it keeps happening, contact your bookkeeper.'
      }
    />
  )
}

export function RouteErrorBoundary() {
  const error = useRouteError()
  console.error(error)
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorFrame title="Page not found" message="The page you opened does not exist or has moved." />
  }
  const crash = error as { message?: string; stack?: string; requestId?: string } | undefined
  reportError({ message: crash?.message ?? String(error), stack: crash?.stack, requestId: crash?.requestId })
  return (
    <ErrorFrame
      title="Something went wrong"
      message="This screen hit an unexpected error. Reload the page to try again."
    />
  )
}
