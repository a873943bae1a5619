/**
 * /sales-tax/integrations: which sources feed sales-tax line items (the built-in ledger, invoicing, Stripe), what
 * each has given so far, and the ledger's refresh (its sales are sourced to customers with an address).
 */
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { SalesTaxNav } from './sales-tax-nav.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useRefreshLedger, useSources } from './api.ts'

const day = (d: string | null) => (d ? formatDate(d, 'MMM d, yyyy') : '—')

export function IntegrationsPage() {
  const { orgId } = useCurrentOrg()
  const sources = useSources(orgId ?? '')
  const refresh = useRefreshLedger(orgId ?? '')
  return (
    <>
      <PageHeader
        title="Sales-tax sources"
        actions={<SalesTaxNav />}
        description="Where your sales line items come from. Each line counts toward nexus in its customer's state."
      />
      <QueryState query={sources} label="Loading sources">
        <div className="grid gap-4 md:grid-cols-3">
          {sources.data?.sources.map((s) => (
            <Card key={s.provider} data-provider={s.provider}>
              <CardHeader>
                <CardTitle>{s.label}</CardTitle>
                <CardDescription>{s.description}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-1 text-sm">
                <div>
                  <span className="font-medium">{s.lineItems.toLocaleString('en-US')}</span> line items, $
                  {formatMoney(s.amountCents)}
                </div>
                <div className="text-slate-600">
                  {s.lineItems ? `${day(s.firstDate)} – ${day(s.lastDate)}` : 'Nothing received yet'}
                </div>
                {s.provider === 'ledger' && (
                  <>
                    <div className="text-slate-600">
                      {sources.data?.customersWithAddress} of {sources.data?.customers} customers have an address
                    </div>
                    {sources.data?.canRefresh && (
                      <Button
                        className="mt-2 justify-self-start"
                        size="sm"
                        variant="outline"
                        disabled={refresh.isPending}
                        onClick={() =>
                          refresh.mutate(undefined, {
                            onSuccess: (r) => toast.success(`The ledger gave ${r.lineItems} line items`),
                            onError: (e) => toast.error(e instanceof Error ? e.message : 'Refresh failed'),
                          })
                        }
                      >
                        Refresh from the ledger
                      </Button>
                    )}
                  </>
                )}
              </CardContent>
            </Card>
          ))}
        </div>
      </QueryState>
    </>
  )
}
