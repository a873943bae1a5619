/** Job status and dispatch state as coloured badges. */
import { Badge, type BadgeProps } from '@/components/ui/badge.tsx'

const tone: Record<string, BadgeProps['tone']> = {
  Pending: 'info',
  Scheduled: 'warning',
  Running: 'brand',
  Completed: 'success',
  Failed: 'danger',
  pending: 'info',
  processing: 'brand',
  completed: 'success',
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={tone[status] ?? 'neutral'}>{status}</Badge>
}
