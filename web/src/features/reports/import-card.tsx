/** Staff import journal entries from a CSV or an hledger/Ledger journal file, and export the books as a journal. */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ApiError } from '@/lib/api.ts'
import { downloadText } from './csv.ts'
import { fetchJournal, useImportJournal } from './api.ts'

export function ImportCard({ orgId }: { orgId: string }) {
  const imp = useImportJournal(orgId)
  const [error, setError] = useState<string>()
  const onFile = async (file: File | undefined) => {
    if (!file) return
    setError(undefined)
    const format = /\.csv$/i.test(file.name) ? 'csv' : 'hledger'
    imp.mutate(
      { format, text: await file.text() },
      { onError: (e) => setError(e instanceof ApiError ? (e.fields.file ?? e.message) : (e as Error).message) },
    )
  }
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Import and export</CardTitle>
        <CardDescription>
          CSV columns: date, account, debit, credit (optional: entry, description, account type, name). Journals in
          hledger or Ledger format.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          <input
            type="file"
            accept=".csv,.journal,.ledger,.hledger,.txt"
            className="sr-only"
            onChange={(e) => {
              void onFile(e.target.files?.[0])
              e.target.value = ''
            }}
          />
          {imp.isPending ? 'Importing…' : 'Import file'}
        </label>
        <Button
          variant="outline"
          size="sm"
          onClick={async () => downloadText('books.journal', await fetchJournal(orgId), 'text/plain')}
        >
          Export hledger journal
        </Button>
        {imp.data && (
          <span role="status" className="text-sm text-green-700">
            Imported {imp.data.entries} entries.
          </span>
        )}
        {error && (
          <span role="alert" className="text-sm text-red-700">
            {error}
          </span>
        )}
      </CardContent>
    </Card>
  )
}
