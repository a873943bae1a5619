/**
 * Organization switcher, shown to users who work with several organizations in the current area, while the
 * multi-organization flag is on for the organization they are in; otherwise its name stands alone.
 */
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFlags } from '@/lib/flags.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'

export function OrgSwitcher() {
  const { organizations, organization, orgId, setOrgId } = useCurrentOrg()
  const { isOn } = useFlags(orgId)
  if (organizations.length < 2 || !isOn('multi-organization')) {
    return organization ? (
      <span className="hidden max-w-56 truncate text-sm font-medium text-slate-700 md:inline" data-testid="current-org">
        {organization.legalName}
      </span>
    ) : null
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex h-8 max-w-64 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label="Switch organization"
        data-testid="org-switcher"
      >
        <span className="truncate">{organization?.legalName ?? 'Choose organization'}</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-400" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>Organizations</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={orgId} onValueChange={setOrgId}>
          {organizations.map((o) => (
            <DropdownMenuRadioItem key={o.id} value={o.id}>
              {o.legalName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
