/**
 * The header navigation of the area being visited. Links that do not fit one row at the screen's width go under a
 * "More" menu (Radix: arrow keys, Enter, Escape), so an admin at 1280 px still reaches all twenty screens and nothing
 * disappears without a cue. The links are measured once in an invisible copy; the row is measured on every resize.
 */
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFlags } from '@/lib/flags.ts'
import { hasProductFor, navArea } from '@/lib/areas.ts'
import { cn } from '@/lib/utils.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import { featureRoutes } from '../registry.ts'
import { navItems } from '../merge-routes.ts'
import { splitNav, visibleNavCount } from './nav-fit.ts'

type NavEntry = { path: string; label: string; badge?: ComponentType; to: string; end: boolean }

const linkClass =
  'whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600'
const activeClass = 'border-brand-700 text-brand-800'
const idleClass = 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'

function isActive(l: NavEntry, pathname: string) {
  return pathname === l.to || (!l.end && pathname.startsWith(`${l.to}/`))
}

/**
 * A link's text and live badge. The invisible measuring copy (`measure`) holds a badge's usual width instead of the
 * badge itself: a second live badge would answer to the same test id and subscribe to the same topic twice.
 */
function Label({ entry, measure = false }: { entry: NavEntry; measure?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {entry.label}
      {entry.badge && (measure ? <span className="inline-block w-7" /> : <entry.badge />)}
    </span>
  )
}

function MoreLabel() {
  return (
    <span className="inline-flex items-center gap-1">
      More
      <span aria-hidden="true">▾</span>
    </span>
  )
}

export function MainNav() {
  const me = useMe()
  const { pathname } = useLocation()
  const { orgId } = useCurrentOrg()
  const { isOn } = useFlags(orgId)
  const area = navArea(pathname, me)
  const items = area ? navItems(featureRoutes, area, isOn).filter((i) => hasProductFor(i.path, me)) : []
  const links: NavEntry[] = items
    .map((i) => {
      const to = i.path.replace(':orgId', orgId ?? ':orgId')
      return { ...i, to, end: to.split('/').length <= 2 }
    })
    .filter((i) => !i.to.includes(':'))

  const navRef = useRef<HTMLElement>(null)
  const measureRef = useRef<HTMLDivElement>(null)
  const [count, setCount] = useState(links.length)
  const key = links.map((l) => l.to).join('|')

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the set of links changes (flags load, the area changes): the nav renders nothing, so no refs, until it has links
  useLayoutEffect(() => {
    const nav = navRef.current
    const measure = measureRef.current
    if (!nav || !measure) return
    const fit = () => {
      const widths = [...measure.children].map((c) => (c as HTMLElement).offsetWidth)
      const more = widths.pop() ?? 0
      setCount(visibleNavCount(widths, nav.clientWidth, more))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(nav)
    observer.observe(measure)
    return () => observer.disconnect()
  }, [key])

  if (links.length === 0) return null
  const activeIndex = links.findIndex((l) => isActive(l, pathname))
  const { row, more } = splitNav(links, count, activeIndex)
  const moreActive = more.some((l) => isActive(l, pathname))

  return (
    <nav ref={navRef} aria-label="Main" className="relative -mb-px flex w-full">
      {/* The invisible copy the row is fitted from: every link, then the "More" trigger. */}
      <div
        ref={measureRef}
        aria-hidden="true"
        inert
        className="pointer-events-none invisible absolute left-0 top-0 flex h-0 w-max overflow-hidden"
      >
        {links.map((l) => (
          <span key={l.path} className={cn(linkClass, 'shrink-0')}>
            <Label entry={l} measure />
          </span>
        ))}
        <span className={cn(linkClass, 'shrink-0')}>
          <MoreLabel />
        </span>
      </div>
      <div className="flex min-w-0 gap-0">
        {row.map((l) => (
          <NavLink
            key={l.path}
            to={l.to}
            end={l.end}
            className={({ isActive }) => cn(linkClass, isActive ? activeClass : idleClass)}
          >
            <Label entry={l} />
          </NavLink>
        ))}
      </div>
      {more.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger
            className={cn(linkClass, moreActive ? activeClass : idleClass)}
            title={`${more.length} more screens`}
            data-testid="nav-more"
          >
            <MoreLabel />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-h-[70vh] overflow-y-auto">
            {more.map((l) => (
              <DropdownMenuItem key={l.path} asChild>
                <Link
                  to={l.to}
                  aria-current={isActive(l, pathname) ? 'page' : undefined}
                  className={cn(isActive(l, pathname) && 'font-semibold text-brand-800')}
                >
                  <Label entry={l} />
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </nav>
  )
}
