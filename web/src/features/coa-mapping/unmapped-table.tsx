/**
 * The client's unmapped accounts, each with the suggested master account and its reasons (or a choice among the
 * compatible master accounts), ticked and accepted in bulk.
 */
import { useEffect, useMemo, useState } from 'react'
import { MASTER_CHART } from '@app/shared/schemas/consolidation.ts'
import type { TCoaMappingsResponse, TCoaSuggestionsResponse } from '@app/shared/schemas/coa-mapping.ts'
import { typeFit } from '@app/shared/rules/coa-suggestions.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { ApiError } from '@/lib/api.ts'
import { useAcceptMappings } from './api.ts'

type Unmapped = TCoaMappingsResponse['unmapped'][number]
type Candidate = TCoaSuggestionsResponse['suggestions'][number]['candidates'][number]

export function UnmappedTable({
  orgId,
  unmapped,
  suggestions,
}: {
  orgId: string
  unmapped: Unmapped[]
  suggestions: TCoaSuggestionsResponse['suggestions']
}) {
  const accept = useAcceptMappings(orgId)
  const candidatesOf = useMemo(
    () => new Map(suggestions.map((s) => [s.clientAccountName, s.candidates])),
    [suggestions],
  )
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [error, setError] = useState<string>()
  // A new list (after a save) starts from the best suggestions again, keeping choices for accounts still listed.
  useEffect(() => {
    setChoice((prev) =>
      Object.fromEntries(
        unmapped.map((a) => [a.name, prev[a.name] || candidatesOf.get(a.name)?.[0]?.havenAccountNumber || '']),
      ),
    )
    setSelected((prev) => new Set([...prev].filter((n) => unmapped.some((a) => a.name === n))))
  }, [unmapped, candidatesOf])

  const suggested = unmapped.filter((a) => candidatesOf.has(a.name))
  const ready = [...selected].filter((n) => choice[n])
  const toggle = (name: string, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s)
      if (on) n.add(name)
      else n.delete(name)
      return n
    })
  const selectSuggested = (on: boolean) => setSelected(on ? new Set(suggested.map((a) => a.name)) : new Set())
  const save = () => {
    setError(undefined)
    // No clearing on success: the refreshed list drops the saved accounts from the selection by itself, and a
    // late clear would undo a choice made meanwhile.
    accept.mutate(
      ready.map((name) => ({ clientAccountName: name, havenAccountNumber: choice[name] })),
      {
        onError: (e) => setError(e instanceof ApiError ? e.message : (e as Error).message),
      },
    )
  }

  if (unmapped.length === 0) return <p className="text-sm text-slate-500">Every mappable account is mapped.</p>
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          label={`Select all ${suggested.length} suggested`}
          checked={suggested.length > 0 && suggested.every((a) => selected.has(a.name))}
          disabled={suggested.length === 0}
          onChange={(e) => selectSuggested(e.target.checked)}
        />
        <Button size="sm" disabled={ready.length === 0 || accept.isPending} onClick={save}>
          {accept.isPending ? 'Saving…' : `Accept selected (${ready.length})`}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <table className="w-full text-sm" aria-label="Unmapped accounts">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="w-8 py-2" />
            <th className="py-2 pr-3 font-medium">Client account</th>
            <th className="pr-3 font-medium">Master account</th>
            <th className="font-medium">Why</th>
          </tr>
        </thead>
        <tbody>
          {unmapped.map((a) => {
            const candidates = candidatesOf.get(a.name) ?? []
            const chosen: Candidate | undefined = candidates.find((c) => c.havenAccountNumber === choice[a.name])
            return (
              <tr key={a.id} className="border-b border-slate-100 align-top" data-testid="unmapped-row">
                <td className="py-2">
                  <Checkbox
                    aria-label={`Select ${a.name}`}
                    checked={selected.has(a.name)}
                    onChange={(e) => toggle(a.name, e.target.checked)}
                  />
                </td>
                <td className="py-2 pr-3">
                  <div className="font-medium text-slate-900">{a.name}</div>
                  <div className="text-xs text-slate-500">{a.accountType}</div>
                </td>
                <td className="py-2 pr-3">
                  <NativeSelect
                    aria-label={`Master account for ${a.name}`}
                    value={choice[a.name] ?? ''}
                    onChange={(e) => {
                      setChoice((c) => ({ ...c, [a.name]: e.target.value }))
                      if (e.target.value) toggle(a.name, true)
                    }}
                  >
                    <option value="">Choose…</option>
                    {MASTER_CHART.filter((m) => typeFit(a.accountType, m.accountType) !== 'none').map((m) => {
                      const c = candidates.find((x) => x.havenAccountNumber === m.number)
                      return (
                        <option key={m.number} value={m.number}>
                          {m.number} {m.name}
                          {c ? ` (suggested, ${c.score}%)` : ''}
                        </option>
                      )
                    })}
                  </NativeSelect>
                </td>
                <td className="py-2">
                  {chosen ? (
                    <div className="flex flex-col gap-1">
                      <Badge tone={chosen.score >= 70 ? 'success' : 'info'} className="self-start">
                        Suggested · {chosen.score}% match
                      </Badge>
                      <ul className="list-disc pl-4 text-xs text-slate-600" aria-label={`Reasons for ${a.name}`}>
                        {chosen.reasons.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <span className="text-xs text-slate-400">
                      {candidates.length ? 'Chosen by hand' : 'No suggestion: choose by hand'}
                    </span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
