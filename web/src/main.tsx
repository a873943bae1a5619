/** Browser entry: query cache, session, router and the toast stack. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { queryClient } from '@/lib/query-client.ts'
import { SessionProvider } from '@/lib/session.tsx'
import { Toaster } from '@/components/ui/toast.tsx'
import { router } from '@/app/router.tsx'
import { installErrorReporting } from '@/lib/error-reporting.ts'
import './index.css'

installErrorReporting()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
)
