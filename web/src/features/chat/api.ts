/**
 * The messaging bridge's queries and changes. Live: every change of a chat message is broadcast as `chat_changed`
 * on the staff member's own user topic (and the organization's topic), which invalidates these keys (live.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TChatMessageStatus } from '@app/shared/schemas/chat.ts'
import { api } from '@/lib/api.ts'

export const chatKeys = {
  all: ['chats'] as const,
  channels: ['chats', 'channels'] as const,
  channel: (orgId: string, page: number) => ['chats', 'channel', orgId, page] as const,
  stats: ['chats', 'stats'] as const,
  amcs: (orgId: string) => ['chats', 'amcs', orgId] as const,
  slackPeople: (orgId: string) => ['chats', 'slack-people', orgId] as const,
}

export function useChatChannels() {
  return useQuery({
    queryKey: chatKeys.channels,
    queryFn: async () => (await api.GET('/api/chats')).channels,
  })
}

export function useChatChannel(orgId: string | undefined, page: number) {
  return useQuery({
    queryKey: chatKeys.channel(orgId ?? '', page),
    queryFn: () =>
      api.GET('/api/chats/{organizationId}', { params: { path: { organizationId: orgId! }, query: { page } } }),
    enabled: !!orgId,
  })
}

export function useChatResponseTimes() {
  return useQuery({
    queryKey: chatKeys.stats,
    queryFn: async () => (await api.GET('/api/admin/chats')).bookkeepers,
  })
}

export function useChatMutations() {
  const qc = useQueryClient()
  const onSuccess = () => void qc.invalidateQueries({ queryKey: chatKeys.all })
  return {
    answer: useMutation({
      mutationFn: (v: { orgId: string; messageId: string; content: string }) =>
        api.POST('/api/chats/{organizationId}/answers', {
          params: { path: { organizationId: v.orgId } },
          body: { messageId: v.messageId, content: v.content },
        }),
      onSuccess,
    }),
    status: useMutation({
      mutationFn: (v: { id: string; status: TChatMessageStatus }) =>
        api.PUT('/api/chats/messages/{id}/status', { params: { path: { id: v.id } }, body: { status: v.status } }),
      onSuccess,
    }),
    read: useMutation({
      mutationFn: (orgId: string) =>
        api.POST('/api/chats/{organizationId}/read', { params: { path: { organizationId: orgId } } }),
      onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.channels }),
    }),
    retry: useMutation({
      mutationFn: (id: string) => api.POST('/api/chats/messages/{id}/retry', { params: { path: { id } } }),
      onSuccess,
    }),
  }
}

/** The Slack people who wrote in an organization's channel and who they are in the product (admins). */
export function useSlackPeople(orgId: string | undefined) {
  return useQuery({
    queryKey: chatKeys.slackPeople(orgId ?? ''),
    queryFn: async () =>
      (
        await api.GET('/api/admin/chats/{organizationId}/slack-people', {
          params: { path: { organizationId: orgId! } },
        })
      ).people,
    enabled: !!orgId,
  })
}

export function useSlackPeopleMutations(orgId: string) {
  const qc = useQueryClient()
  // a new mapping renames the person's messages in the chat too
  const onSuccess = () => void qc.invalidateQueries({ queryKey: chatKeys.all })
  return {
    map: useMutation({
      mutationFn: (v: { slackUserId: string; userId: string }) =>
        api.PUT('/api/admin/chats/{organizationId}/slack-people/{slackUserId}', {
          params: { path: { organizationId: orgId, slackUserId: v.slackUserId } },
          body: { userId: v.userId },
        }),
      onSuccess,
    }),
    unmap: useMutation({
      mutationFn: (slackUserId: string) =>
        api.DELETE('/api/admin/chats/{organizationId}/slack-people/{slackUserId}', {
          params: { path: { organizationId: orgId, slackUserId } },
        }),
      onSuccess,
    }),
  }
}

/** The client's open Ask My Client questions and those already sent to its channel. */
export function useChatAmcs(orgId: string) {
  return useQuery({
    queryKey: chatKeys.amcs(orgId),
    queryFn: async () =>
      (await api.GET('/api/chats/{organizationId}/amcs', { params: { path: { organizationId: orgId } } })).questions,
  })
}

export function useSendAmcToChat(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (questionId: string) =>
      api.POST('/api/chats/{organizationId}/amcs', {
        params: { path: { organizationId: orgId } },
        body: { questionId },
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.all }),
  })
}
