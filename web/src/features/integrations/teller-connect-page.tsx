/**
 * /connect/teller: the page that hosts Teller Connect (docs/teller.md). Teller Connect is a widget, not a page to
 * redirect to, so the connect path's start sends the browser here with the application, the environment, the signed
 * state and the callback; this page loads Teller's connect.js (locally the sandbox's stand-in, VITE_TELLER_CONNECT_JS),
 * opens `TellerConnect.setup({ applicationId, environment, onSuccess, onExit })`, and hands what onSuccess receives
 * (`accessToken`, `user.id`, `enrollment.id`, `enrollment.institution.name`) to the product's one connect callback in
 * this same browser, whose cookie binds the flow. Only a callback of this platform's functions is followed.
 */
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { BrandMark } from '@/app/layout/brand.tsx'
import { env } from '@/lib/env.ts'

/** What Teller Connect's onSuccess receives (Teller's documented shape). */
type TellerEnrollment = {
  accessToken: string
  user: { id: string }
  enrollment: { id: string; institution: { name: string } }
}
type TellerConnectHandle = { open: () => void; destroy: () => void }
declare global {
  interface Window {
    TellerConnect?: {
      setup: (options: {
        applicationId: string
        environment: string
        products?: string[]
        onInit?: () => void
        onSuccess: (enrollment: TellerEnrollment) => void
        onExit?: () => void
      }) => TellerConnectHandle
    }
  }
}

const CALLBACK = `${env.supabaseUrl}/functions/v1/webhooks/api/teller/callback`

/** The callback with what Connect delivered, or why not; null when the address is not this platform's callback. */
export function callbackUrl(redirect: string, state: string, outcome: TellerEnrollment | 'cancelled'): string | null {
  let url: URL
  try {
    url = new URL(redirect)
  } catch {
    return null
  }
  if (`${url.origin}${url.pathname}` !== CALLBACK) return null
  url.searchParams.set('state', state)
  if (outcome === 'cancelled') {
    url.searchParams.set('error', 'user_cancelled')
    url.searchParams.set('error_description', 'You closed Teller Connect before connecting a bank')
  } else {
    url.searchParams.set('accessToken', outcome.accessToken)
    url.searchParams.set('enrollment', outcome.enrollment.id)
    url.searchParams.set('user', outcome.user.id)
    url.searchParams.set('institution', outcome.enrollment.institution.name)
  }
  return url.toString()
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (window.TellerConnect) return resolve()
    const s = document.createElement('script')
    s.src = src
    s.async = true
    s.onload = () => resolve()
    s.onerror = () => reject(new Error('Teller Connect could not be loaded'))
    document.head.appendChild(s)
  })
}

export function TellerConnectPage() {
  const [params] = useSearchParams()
  const [problem, setProblem] = useState<string | null>(null)
  const handle = useRef<TellerConnectHandle | null>(null)
  const applicationId = params.get('application_id') ?? ''
  const environment = params.get('environment') ?? 'sandbox'
  const state = params.get('state') ?? ''
  const redirect = params.get('redirect_uri') ?? ''

  useEffect(() => {
    if (!applicationId || !state || !callbackUrl(redirect, state, 'cancelled')) {
      setProblem('This connect link is incomplete: start again from Integrations.')
      return
    }
    let gone = false
    const go = (outcome: TellerEnrollment | 'cancelled') => {
      const next = callbackUrl(redirect, state, outcome)
      if (next) window.location.assign(next)
    }
    loadScript(env.tellerConnectJs)
      .then(() => {
        if (gone || !window.TellerConnect) return
        handle.current = window.TellerConnect.setup({
          applicationId,
          environment,
          products: ['transactions', 'balance'],
          onSuccess: (enrollment) => go(enrollment),
          onExit: () => go('cancelled'),
        })
        handle.current.open()
      })
      .catch((e: Error) => setProblem(e.message))
    return () => {
      gone = true
      handle.current?.destroy()
    }
  }, [applicationId, environment, state, redirect])

  return (
    <div className="min-h-full bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-md space-y-6">
        <BrandMark />
        <Card className="space-y-3 p-6">
          <h1 className="text-lg font-semibold text-slate-900">Connect a bank with Teller</h1>
          {problem ? (
            <Alert tone="danger">{problem}</Alert>
          ) : (
            <>
              <p className="text-sm text-slate-600">Teller Connect opens over this page.</p>
              <Button variant="secondary" onClick={() => handle.current?.open()}>
                Open Teller Connect
              </Button>
            </>
          )}
        </Card>
      </div>
    </div>
  )
}
