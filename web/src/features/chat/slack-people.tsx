/**
 * The admins' hand mapping of Slack people (docs/chat-bridge.md "Who wrote it"): pick a client's channel, see everyone
 * who wrote in it, matched (by email or by hand) or not, and map one to a member of the organization or unmap them.
 * The API refuses a non-member ("The person must be a member of this organization"); the list offers members only.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'
import { useMembers } from '../clients/api.ts'
import { useChatChannels, useSlackPeople, useSlackPeopleMutations } from './api.ts'

type TPerson = { slackUserId: string; slackName: string; userId: string | null; matchedBy: 'email' | 'manual' | null }
type TMember = { userId: string; email: string; firstName: string; lastName: string }

function memberName(m: TMember) {
  return [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email
}

function PersonRow({ orgId, p, members }: { orgId: string; p: TPerson; members: TMember[] }) {
  const [choice, setChoice] = useState(p.userId ?? '')
  const { map, unmap } = useSlackPeopleMutations(orgId)
  const linked = members.find((m) => m.userId === p.userId)
  const fail = (e: Error) => toast.error(e.message)
  return (
    <tr className="border-t border-slate-100" data-testid="slack-person">
      <td className="py-2">
        {p.slackName} <code className="text-xs text-slate-500">{p.slackUserId}</code>
      </td>
      <td data-testid="slack-person-match">
        {p.userId
          ? `${linked ? memberName(linked) : 'A former member'} (${p.matchedBy === 'manual' ? 'by hand' : 'by email'})`
          : 'Unmatched'}
      </td>
      <td className="flex gap-2 py-2">
        <NativeSelect
          aria-label={`Product user for ${p.slackName}`}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="w-72"
        >
          <option value="">Choose a member…</option>
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {memberName(m)} · {m.email}
            </option>
          ))}
        </NativeSelect>
        <Button
          size="sm"
          disabled={!choice || choice === p.userId || map.isPending}
          onClick={() =>
            map.mutate(
              { slackUserId: p.slackUserId, userId: choice },
              { onSuccess: () => toast.success('Mapped'), onError: fail },
            )
          }
        >
          Map
        </Button>
        {p.userId && (
          <Button
            size="sm"
            variant="outline"
            disabled={unmap.isPending}
            onClick={() =>
              unmap.mutate(p.slackUserId, {
                onSuccess: () => {
                  setChoice('')
                  toast.success('Unmapped')
                },
                onError: fail,
              })
            }
          >
            Unmap
          </Button>
        )}
      </td>
    </tr>
  )
}

function People({ orgId }: { orgId: string }) {
  const people = useSlackPeople(orgId)
  const members = useMembers(orgId)
  return (
    <QueryState query={people} label="Loading Slack people">
      {(people.data ?? []).length === 0 ? (
        <EmptyState title="Nobody has written yet" description="People who write in the channel show here." />
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-2">Slack person</th>
              <th>Product user</th>
              <th>Map to</th>
            </tr>
          </thead>
          <tbody>
            {(people.data as TPerson[]).map((p) => (
              <PersonRow key={p.slackUserId} orgId={orgId} p={p} members={members.data ?? []} />
            ))}
          </tbody>
        </table>
      )}
    </QueryState>
  )
}

export function SlackPeople() {
  const channels = useChatChannels()
  const [orgId, setOrgId] = useState('')
  const chosen = orgId || channels.data?.[0]?.organizationId || ''
  return (
    <section className="mt-8 flex flex-col gap-3" aria-label="Slack people">
      <h2 className="text-sm font-semibold text-slate-900">Slack people</h2>
      <p className="text-sm text-slate-600">
        Who each person in a client's channel is in the product. Map someone by hand when their Slack email does not
        match.
      </p>
      <QueryState query={channels} label="Loading channels">
        {(channels.data ?? []).length === 0 ? (
          <EmptyState title="No client channels" description="A client's channel shows here once Slack is connected." />
        ) : (
          <>
            <NativeSelect
              aria-label="Client channel"
              value={chosen}
              onChange={(e) => setOrgId(e.target.value)}
              className="w-96"
            >
              {channels.data?.map((c) => (
                <option key={c.organizationId} value={c.organizationId}>
                  #{c.title} · {c.legalName}
                </option>
              ))}
            </NativeSelect>
            {chosen && <People orgId={chosen} />}
          </>
        )}
      </QueryState>
    </section>
  )
}
