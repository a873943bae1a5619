/** The frame of the cash settings pages: their own navigation beside the page. */
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page.tsx'
import { SettingsNav } from './cash-nav.tsx'

export function SettingsLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <SettingsNav />
      <div className="min-w-0 flex-1">
        <PageHeader title={title} description={description} actions={actions} />
        {children}
      </div>
    </div>
  )
}
