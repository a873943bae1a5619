/**
 * /onboarding/qb-cash-accounts: the client picks which ledger bank accounts are cash on hand (config
 * .cashOnHandAccounts); the monthly metrics then count only these (every bank account while none is picked).
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useCashAccounts, useSaveCashAccounts } from './api.ts'

export function CashAccountsPage() {
  const { orgId } = useCurrentOrg()
  const accounts = useCashAccounts(orgId)
  const save = useSaveCashAccounts(orgId ?? '')
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  useEffect(() => {
    if (accounts.data) setChosen(new Set(accounts.data.filter((a) => a.selected).map((a) => a.name)))
  }, [accounts.data])
  return (
    <>
      <PageHeader
        title="Cash on hand"
        description="Which bank accounts count as cash on hand in your metrics. With none chosen, every bank account counts."
      />
      <QueryState query={accounts} label="Loading accounts">
        {accounts.data?.length === 0 ? (
          <EmptyState
            title="No bank accounts in your ledger yet"
            description="Connect QuickBooks first; its bank accounts appear here."
          />
        ) : (
          <Card className="flex flex-col gap-3 p-5">
            {accounts.data?.map((a) => (
              <Checkbox
                key={a.name}
                label={a.fullName}
                checked={chosen.has(a.name)}
                onChange={(e) => {
                  const next = new Set(chosen)
                  if (e.target.checked) next.add(a.name)
                  else next.delete(a.name)
                  setChosen(next)
                }}
              />
            ))}
            <div className="flex gap-2">
              <Button
                disabled={save.isPending}
                onClick={() =>
                  save.mutate([...chosen], {
                    onSuccess: () => toast.success('Cash accounts saved'),
                    onError: (e) => toast.error('Could not save', { description: e.message }),
                  })
                }
              >
                Save
              </Button>
            </div>
          </Card>
        )}
      </QueryState>
      <Link to="/onboarding/form" className="mt-4 inline-block text-sm text-brand-700 hover:underline">
        Back to the onboarding steps
      </Link>
    </>
  )
}
