/**
 * The signed-in frame: header with product name, the navigation of the area being visited, organization switcher,
 * live-connection indicator and user menu. Keeps the user's private realtime channel open, which is what makes
 * the socket (and so the indicator) live on every screen.
 */
import type { ReactNode } from 'react'
import { Link, Outlet } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { aboutThePerson, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { shellKeys } from '@/lib/query-client.ts'
import { headerItems } from '../registry.ts'
import { BrandMark } from './brand.tsx'
import { LiveIndicator } from './live-indicator.tsx'
import { OrgSwitcher } from './org-switcher.tsx'
import { UserMenu } from './user-menu.tsx'
import { MfaBanner } from './mfa-banner.tsx'
import { MainNav } from './main-nav.tsx'

export function AppLayout({ children }: { children?: ReactNode }) {
  const me = useMe()
  useRealtimeInvalidate(`user:${me.userId}`, aboutThePerson, [[...shellKeys.me]])
  return (
    <div className="flex min-h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="rounded focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label="Ledgerloop home"
          >
            <BrandMark />
          </Link>
          <div className="h-6 w-px bg-slate-200" aria-hidden="true" />
          <OrgSwitcher />
          <div className="ml-auto flex items-center gap-3">
            <LiveIndicator />
            {headerItems.map(({ key, Component }) => (
              <Component key={key} />
            ))}
            <UserMenu />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <MainNav />
        </div>
      </header>
      <MfaBanner />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
