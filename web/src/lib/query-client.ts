/** TanStack Query defaults: client errors (4xx) are final, server and network errors get two more tries. */
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
        return failures < 2
      },
    },
    mutations: { retry: false },
  },
})

/** Query keys owned by the shell; features keep theirs beside their hooks. */
export const shellKeys = {
  me: ['me'] as const,
  flags: (orgId: string | undefined) => ['flags', orgId ?? null] as const,
}
