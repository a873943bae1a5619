/**
 * The bookkeeper's categorisation queue for one client (staff workspace, docs/categorisation.md): lines not confirmed
 * yet, least sure first, each with its suggestion and why. Keyboard first: j/k (or the arrows) move, a or Enter
 * accepts, c changes the account, s splits, m sends the line to the client, r turns a client's answer into a vendor
 * rule. The filter categories of spec §4 show every line by state. New lines arrive live on the staff topic.
 */
import { useEffect, useRef, useState } from 'react'
import { CATEGORISATION_FILTERS, type CategorisationFilter } from '@app/shared/rules/categorisation.ts'
import { QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { ApiError } from '@/lib/api.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { cn } from '@/lib/utils.ts'
import { type CategorisedLine, useAskClient, useDecide, useLines, useRuleFromQuestion, useRun } from './api.ts'
import { LineDetail, SuggestionBadge } from './line-detail.tsx'
import { RulesPanel } from './rules-panel.tsx'
import { IngestionForm } from './ingestion-form.tsx'
import { SettingsBar } from './settings-bar.tsx'
import { SplitEditor } from './split-editor.tsx'
import { AccountOptions } from './account-options.tsx'
import { AccrualForm } from './accrual-form.tsx'

type View = 'Queue' | CategorisationFilter
const COUNT_OF: Record<CategorisationFilter, 'total' | 'aiCategorized' | 'uncategorized' | 'confirmed'> = {
  Total: 'total',
  'AI Categorized': 'aiCategorized',
  Uncategorized: 'uncategorized',
  'Bookkeeper Confirmed': 'confirmed',
}

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.isContentEditable)

export function CategorisationQueuePage({ orgId }: { orgId: string }) {
  const [view, setView] = useState<View>('Queue')
  const lines = useLines(orgId, { queue: view === 'Queue', filter: view === 'Queue' ? 'Total' : view, as: 'staff' })
  const [selected, setSelected] = useState(0)
  const [mode, setMode] = useState<'idle' | 'change' | 'split'>('idle')
  const [account, setAccount] = useState('')
  const [error, setError] = useState('')
  const changeRef = useRef<HTMLSelectElement>(null)
  const decide = useDecide(orgId)
  const ask = useAskClient(orgId)
  const fromAnswer = useRuleFromQuestion(orgId)
  const run = useRun(orgId)
  const list = lines.data?.lines ?? []
  const line: CategorisedLine | undefined = list[Math.min(selected, list.length - 1)]
  const accounts = lines.data?.accounts ?? []

  useEffect(() => {
    if (mode === 'change') changeRef.current?.focus()
  }, [mode])
  // a decided line leaves the queue: the selection stays in place, on the line that took its row
  useEffect(() => {
    if (selected > 0 && selected > list.length - 1) setSelected(Math.max(0, list.length - 1))
  }, [list.length, selected])

  const act = async (what: string, fn: () => Promise<unknown>) => {
    setError('')
    try {
      await fn()
      setMode('idle')
      toast.success(what)
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : String(e))
    }
  }
  const accept = () => {
    if (!line || line.confirmedAt) return
    // nothing to accept: say so and open the account choice instead of doing nothing
    if (!line.predictedAccountId) {
      setAccount('')
      setMode('change')
      setError('There is no guess to accept on this line: choose its account.')
      return
    }
    return act(`Confirmed ${line.payee ?? 'the line'}`, () => decide.mutateAsync({ lineId: line.id }))
  }
  const change = () =>
    line &&
    account &&
    act(`Categorised ${line.payee ?? 'the line'}`, () => decide.mutateAsync({ lineId: line.id, accountId: account }))
  const sendToClient = () =>
    line &&
    !line.amcQuestionId &&
    act(`Asked the client about ${line.payee ?? 'the line'}`, () => ask.mutateAsync(line.id))
  const ruleFromAnswer = () =>
    line?.amcQuestionId &&
    act(`Vendor rule for ${line.payee} added`, () => fromAnswer.mutateAsync(line.amcQuestionId as string))

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.metaKey || e.ctrlKey || e.altKey || typing(e.target) || mode !== 'idle') return
      const k = e.key
      if (k === 'j' || k === 'ArrowDown') setSelected((s) => Math.min(s + 1, Math.max(0, list.length - 1)))
      else if (k === 'k' || k === 'ArrowUp') setSelected((s) => Math.max(0, s - 1))
      else if (k === 'a' || k === 'Enter') void accept()
      else if (k === 'c') {
        setAccount(line?.actualAccountId ?? line?.predictedAccountId ?? line?.alternatives[0]?.accountId ?? '')
        setMode('change')
      } else if (k === 's') setMode('split')
      else if (k === 'm') void sendToClient()
      else if (k === 'r') void ruleFromAnswer()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const counts = lines.data?.counts
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Lines" className="flex flex-wrap gap-1 border-b border-slate-200">
          {(['Queue', ...CATEGORISATION_FILTERS] as View[]).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              onClick={() => {
                setView(v)
                setSelected(0)
              }}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                view === v
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-500 hover:text-slate-800',
              )}
            >
              {v}
              {counts && v !== 'Queue' && (
                <span className="ml-1 tabular-nums text-slate-400">{counts[COUNT_OF[v]]}</span>
              )}
              {counts && v === 'Queue' && (
                <span className="ml-1 tabular-nums text-slate-400">{counts.aiCategorized + counts.uncategorized}</span>
              )}
            </button>
          ))}
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={run.isPending}
          onClick={() => void act('Categorised the new lines', () => run.mutateAsync())}
        >
          Categorise new lines
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SettingsBar orgId={orgId} />
        <IngestionForm orgId={orgId} />
      </div>
      <p className="text-xs text-slate-500">
        j / k move · a accept · c change account · s split · m send to client · r rule from the client's answer
      </p>
      <QueryState query={lines} label="Loading lines">
        {list.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            {view === 'Queue' ? 'Nothing to review: every line is confirmed.' : 'No lines in this category.'}
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ul
              className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
              aria-label="Categorisation queue"
            >
              {list.map((l, i) => (
                <li key={l.id}>
                  <button
                    type="button"
                    aria-current={i === selected ? 'true' : undefined}
                    data-testid="queue-line"
                    onClick={() => setSelected(i)}
                    className={cn(
                      'grid w-full grid-cols-[6rem_minmax(0,1fr)_7rem_minmax(0,12rem)] items-center gap-3 px-3 py-2 text-left text-sm',
                      i === selected ? 'bg-brand-50' : 'hover:bg-slate-50',
                    )}
                  >
                    <span className="text-slate-500">{formatDate(l.transactionDate, 'MMM d')}</span>
                    <span className="truncate">
                      <span className="font-medium text-slate-900" data-testid="line-payee">
                        {l.payee ?? 'No vendor'}
                      </span>
                      <span className="ml-2 text-slate-500">{l.transactionDescription}</span>
                    </span>
                    <span className="text-right tabular-nums">{formatMoney(l.amountCents, { currency: true })}</span>
                    <span className="flex justify-end">
                      <SuggestionBadge line={l} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {line && (
              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    Why this account
                    {line.status === 'asked' && <Badge tone="warning">Asked the client</Badge>}
                    {line.confirmedAt && <Badge tone="success">Confirmed</Badge>}
                  </CardTitle>
                </CardHeader>
                <CardContent className="space-y-4">
                  <LineDetail line={line} />
                  {error && (
                    <p role="alert" className="text-sm text-red-700">
                      {error}
                    </p>
                  )}
                  {mode === 'change' && (
                    <form
                      className="flex items-end gap-2"
                      aria-label="Change account"
                      onSubmit={(e) => {
                        e.preventDefault()
                        void change()
                      }}
                    >
                      <Field label="Account" className="flex-1">
                        <NativeSelect
                          ref={changeRef}
                          value={account}
                          onChange={(e) => setAccount(e.target.value)}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') {
                              e.preventDefault()
                              void change()
                            } else if (e.key === 'Escape') setMode('idle')
                          }}
                        >
                          <AccountOptions accounts={accounts} />
                        </NativeSelect>
                      </Field>
                      <Button type="submit" size="sm" disabled={!account || decide.isPending}>
                        Save
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setMode('idle')}>
                        Cancel
                      </Button>
                    </form>
                  )}
                  {mode === 'split' && (
                    <SplitEditor
                      accounts={accounts}
                      pending={decide.isPending}
                      onCancel={() => setMode('idle')}
                      onSubmit={async (splits) => {
                        await decide.mutateAsync({ lineId: line.id, splits })
                        setMode('idle')
                        toast.success(`Split ${line.payee ?? 'the line'}`)
                      }}
                    />
                  )}
                  {mode === 'idle' && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        onClick={() => void accept()}
                        disabled={!line.predictedAccountId || !!line.confirmedAt}
                      >
                        Accept (a)
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setMode('change')}>
                        Change account (c)
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setMode('split')}>
                        Split (s)
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void sendToClient()}
                        disabled={!!line.amcQuestionId || !!line.confirmedAt}
                      >
                        Send to client (m)
                      </Button>
                      {line.amcQuestionId && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void ruleFromAnswer()}
                          disabled={!line.confirmedAt}
                        >
                          Make a vendor rule (r)
                        </Button>
                      )}
                    </div>
                  )}
                  <AccrualForm orgId={orgId} lineId={line.id} accounts={accounts} />
                </CardContent>
              </Card>
            )}
          </div>
        )}
      </QueryState>
      <RulesPanel orgId={orgId} accounts={accounts} />
    </div>
  )
}
