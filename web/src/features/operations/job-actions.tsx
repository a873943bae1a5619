/** Retry and cancel buttons for one job, shown only where the action applies. */
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast.tsx'
import type { TJobStatus } from '@app/shared/schemas/jobs.ts'
import { useJobAction } from './api.ts'

export function JobActions({ jobId, status, label }: { jobId: string; status: TJobStatus; label: string }) {
  const retry = useJobAction('retry')
  const cancel = useJobAction('cancel')
  const run = (m: typeof retry, verb: string) =>
    m.mutate(jobId, {
      onSuccess: () => toast.success(`${verb} ${label}`),
      onError: (e) => toast.error(`Could not ${verb.toLowerCase()} ${label}`, { description: (e as Error).message }),
    })
  return (
    <div className="flex justify-end gap-2">
      {(status === 'Failed' || status === 'Scheduled') && (
        <Button
          size="sm"
          variant="outline"
          disabled={retry.isPending}
          onClick={() => run(retry, 'Retried')}
          aria-label={`Retry ${label}`}
        >
          Retry
        </Button>
      )}
      {status !== 'Completed' && status !== 'Failed' && (
        <Button
          size="sm"
          variant="ghost"
          disabled={cancel.isPending}
          onClick={() => run(cancel, 'Cancelled')}
          aria-label={`Cancel ${label}`}
        >
          Cancel
        </Button>
      )}
    </div>
  )
}
