/**
 * Feature flags of one organization (admins): each flag's global default and this organization's override.
 * "Default" clears the override, so the organization follows the global setting again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { flagLabel } from '@app/shared/rules/flag-labels.ts'
import { api } from '@/lib/api.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'

const flagKeys = { definitions: ['flags', 'definitions'] as const }

function useFlagDefinitions() {
  return useQuery({
    queryKey: flagKeys.definitions,
    queryFn: async () => (await api.GET('/api/flags/definitions')).flags,
  })
}

export function FlagsPanel({ orgId }: { orgId: string }) {
  const qc = useQueryClient()
  const flags = useFlagDefinitions()
  const set = useMutation({
    mutationFn: ({ name, value }: { name: string; value: 'default' | 'on' | 'off' }) => {
      const params = { path: { name, organizationId: orgId } }
      return value === 'default'
        ? api.DELETE('/api/flags/definitions/{name}/organizations/{organizationId}', { params })
        : api.PUT('/api/flags/definitions/{name}/organizations/{organizationId}', {
            params,
            body: { enabled: value === 'on' },
          })
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: flagKeys.definitions })
      // The shell's effective flags (nav and route gates) for this organization.
      void qc.invalidateQueries({ queryKey: ['flags', orgId] })
    },
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Feature flags</CardTitle>
        <CardDescription>
          Turn features on or off for this client only. Screens behind a flag that is off disappear from the navigation.
        </CardDescription>
      </CardHeader>
      <QueryState query={flags} label="Loading flags">
        <Table data-testid="flags-table">
          <TableHeader>
            <TableRow>
              <TableHead>Flag</TableHead>
              <TableHead>Global default</TableHead>
              <TableHead>This client</TableHead>
              <TableHead>Effective</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(flags.data ?? []).map((f) => {
              const override = f.overrides.find((o) => o.organizationId === orgId)
              const effective = override ? override.enabled : f.defaultEnabled
              return (
                <TableRow key={f.name} data-testid={`flag-${f.name}`}>
                  <TableCell>
                    <p className="font-medium text-slate-900">{flagLabel(f.name)}</p>
                    {f.description && <p className="text-xs text-slate-500">{f.description}</p>}
                  </TableCell>
                  <TableCell>{f.defaultEnabled ? 'On' : 'Off'}</TableCell>
                  <TableCell>
                    <NativeSelect
                      className="h-8 w-36"
                      aria-label={`Override for ${flagLabel(f.name)}`}
                      value={override ? (override.enabled ? 'on' : 'off') : 'default'}
                      disabled={set.isPending}
                      onChange={(e) =>
                        set.mutate(
                          { name: f.name, value: e.target.value as 'default' | 'on' | 'off' },
                          {
                            onSuccess: () => toast.success(`${flagLabel(f.name)} updated`),
                            onError: (err) => toast.error('Could not change the flag', { description: err.message }),
                          },
                        )
                      }
                    >
                      <option value="default">Default</option>
                      <option value="on">On</option>
                      <option value="off">Off</option>
                    </NativeSelect>
                  </TableCell>
                  <TableCell>
                    <Badge tone={effective ? 'success' : 'neutral'}>{effective ? 'On' : 'Off'}</Badge>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </QueryState>
    </Card>
  )
}
