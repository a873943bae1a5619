/** The signed-in user's menu: who they are, the areas they may switch to, two-step verification and sign out. */
import { useNavigate } from 'react-router-dom'
import { useMe, useSession } from '@/lib/session.tsx'
import { canEnter, displayName, roleLabel } from '@/lib/areas.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'

export function UserMenu() {
  const me = useMe()
  const { signOut, hasVerifiedFactor } = useSession()
  const navigate = useNavigate()
  const name = displayName(me)
  const initials = (
    `${me.profile.firstName[0] ?? ''}${me.profile.lastName[0] ?? ''}` || (me.email ?? '?')[0]
  ).toUpperCase()
  const areas = [
    { area: 'admin' as const, label: 'Admin area', path: '/admin' },
    { area: 'bookkeeper' as const, label: 'Bookkeeper area', path: '/bookkeeper/clients' },
    { area: 'client' as const, label: 'Accounting', path: '/accounting/dashboard' },
  ].filter((a) => canEnter(a.area, me))

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`Account menu for ${name}`}
        data-testid="user-menu"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
          {initials}
        </span>
        <span className="hidden max-w-36 truncate font-medium lg:inline">{name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-2 py-2">
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-500">{me.email}</p>
          <p className="mt-1 text-xs text-slate-500" data-testid="user-role">
            {roleLabel(me)}
          </p>
        </div>
        {areas.length > 1 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Go to</DropdownMenuLabel>
            {areas.map((a) => (
              <DropdownMenuItem key={a.path} onSelect={() => navigate(a.path)}>
                {a.label}
              </DropdownMenuItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/onboarding/2fa/security')}>
          Two-step verification
          <span className="ml-auto text-xs text-slate-500">{hasVerifiedFactor ? 'On' : 'Off'}</span>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()} className="text-red-700 data-[highlighted]:bg-red-50">
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
