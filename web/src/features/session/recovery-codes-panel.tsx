/**
 * Recovery codes on the two-step verification page: the fresh set, shown once (after turning the authenticator on,
 * or after making a new set, which ends the old one), else how many are left and a way to make new ones.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RECOVERY_CODE_COUNT } from '@app/shared/schemas/recovery-codes.ts'
import { api } from '@/lib/api.ts'
import { useMe } from '@/lib/session.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast.tsx'

function FreshCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n')
  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <Alert tone="warning">
        Save these recovery codes somewhere safe, like a password manager. This is the only time they are shown. If you
        lose your authenticator app, each code lets you sign in once.
      </Alert>
      <ol className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm tracking-wider text-slate-900">
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.info('Recovery codes copied'))}
        >
          Copy codes
        </Button>
        <Button type="button" size="sm" variant="outline" asChild>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
            download="ledgerloop-recovery-codes.txt"
          >
            Download
          </a>
        </Button>
      </div>
    </div>
  )
}

/**
 * The set made when the authenticator was turned on, held in the query cache rather than the page's state: the
 * session's new aal reloads the profile, which remounts the page. Gone with a reload, or after five minutes unseen.
 */
export const freshRecoveryCodesKey = (userId: string) => ['recovery-codes', userId, 'fresh']

export function RecoveryCodesPanel() {
  const me = useMe()
  const qc = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const key = ['recovery-codes', me.userId, 'state']
  const fresh = useQuery<string[] | null>({
    queryKey: freshRecoveryCodesKey(me.userId),
    queryFn: () => null,
    enabled: false,
  }).data
  const state = useQuery({ queryKey: key, queryFn: () => api.GET('/api/me/recovery-codes'), enabled: !fresh })
  const create = useMutation({
    mutationFn: () => api.POST('/api/me/recovery-codes'),
    onSuccess: () => {
      setConfirming(false)
      void qc.invalidateQueries({ queryKey: key })
    },
    onError: (e) => toast.error('Could not make new recovery codes', { description: e.message }),
  })
  const codes = create.data?.codes ?? fresh ?? undefined

  return (
    <section className="space-y-3 border-t border-slate-200 pt-4" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className="text-sm font-semibold text-slate-900">
        Recovery codes
      </h2>
      {codes ? (
        <FreshCodes codes={codes} />
      ) : state.isLoading ? (
        <Spinner />
      ) : state.isError ? (
        <Alert tone="danger">Could not read your recovery codes: {state.error.message}</Alert>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700" data-testid="recovery-codes-left">
            {state.data?.total
              ? `${state.data.remaining} of ${RECOVERY_CODE_COUNT} recovery codes left.`
              : 'You have no recovery codes yet.'}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => (state.data?.total ? setConfirming(true) : create.mutate())}
          >
            {create.isPending && <Spinner />}
            {state.data?.total ? 'Make new codes' : 'Make recovery codes'}
          </Button>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Make new recovery codes?</DialogTitle>
            <DialogDescription>Your current recovery codes will stop working, even the unused ones.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending && <Spinner className="text-white" />}Make new codes
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}
