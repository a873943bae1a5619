/** The group's Combine/Eliminate mappings for one report type: list, add, delete (spec §3.3 mapping form). */
import { useState } from 'react'
import type { TConsolidatedReportType } from '@app/shared/schemas/consolidation.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { ApiError } from '@/lib/api.ts'
import { useMappings, useSaveMappings } from './api.ts'

export function MappingsCard({ groupId, reportType }: { groupId: string; reportType: TConsolidatedReportType }) {
  const list = useMappings(groupId, reportType)
  const save = useSaveMappings(groupId, reportType)
  const [accountName, setAccountName] = useState('')
  const [mappingType, setMappingType] = useState<'Combine' | 'Eliminate'>('Combine')
  const err = save.error instanceof ApiError ? save.error : null
  const nameError = err ? Object.entries(err.fields).find(([k]) => k.endsWith('accountName'))?.[1] : undefined

  const add = (e: React.FormEvent) => {
    e.preventDefault()
    const row = [{ accountName, reportType }]
    save.mutate(mappingType === 'Combine' ? { combineMappings: row } : { eliminationMappings: row }, {
      onSuccess: () => setAccountName(''),
    })
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Mappings ({reportType})</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {list.error && (
          <p role="alert" className="text-sm text-red-700">
            {(list.error as Error).message}
          </p>
        )}
        {list.data && list.data.length === 0 && (
          <p className="text-sm text-slate-500">No mappings for this report type.</p>
        )}
        {list.data && list.data.length > 0 && (
          <table className="w-full text-sm" aria-label="Mappings">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1">Account</th>
                <th>Mapping</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.map((m) => (
                <tr key={m.id} className="border-t border-slate-100">
                  <td className="py-1">{m.accountName}</td>
                  <td>{m.mappingType}</td>
                  <td className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={save.isPending}
                      aria-label={`Delete mapping ${m.accountName}`}
                      onClick={() => save.mutate({ mappingIdsToDelete: [m.id] })}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <form onSubmit={add} className="flex flex-wrap items-end gap-2">
          <Field label="Account name" error={nameError} className="min-w-[14rem] flex-1">
            <Input value={accountName} onChange={(e) => setAccountName(e.target.value)} />
          </Field>
          <Field label="Mapping type">
            <NativeSelect
              value={mappingType}
              onChange={(e) => setMappingType(e.target.value as 'Combine' | 'Eliminate')}
            >
              <option value="Combine">Combine</option>
              <option value="Eliminate">Eliminate</option>
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={save.isPending}>
            Add mapping
          </Button>
        </form>
        {err && !nameError && (
          <p role="alert" className="text-sm text-red-700">
            {err.message}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
