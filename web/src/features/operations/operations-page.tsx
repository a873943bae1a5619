/** /admin/operations: background jobs and the event bus, live. Changes arrive on the private 'admins' realtime topic. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { operationsKeys } from './api.ts'
import { JobsTable } from './jobs-table.tsx'
import { EventsTable } from './events-table.tsx'
import { RestartsTable } from './restarts-table.tsx'
import { ErrorsTable } from './errors-table.tsx'

export function OperationsPage() {
  useRealtimeInvalidate('admins', ['operations_changed'], [[...operationsKeys.all]])
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Operations</h1>
        <p className="text-sm text-slate-500">
          Background jobs, provider events, restarted processes and the errors browsers and functions reported, updating
          live. Retry a failed job or cancel one that has not finished.
        </p>
      </div>
      <Tabs defaultValue="jobs">
        <TabsList>
          <TabsTrigger value="jobs">Jobs</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
          <TabsTrigger value="restarts">Restarts</TabsTrigger>
          <TabsTrigger value="errors">Errors</TabsTrigger>
        </TabsList>
        <TabsContent value="jobs" className="pt-4">
          <JobsTable />
        </TabsContent>
        <TabsContent value="events" className="pt-4">
          <EventsTable />
        </TabsContent>
        <TabsContent value="restarts" className="pt-4">
          <RestartsTable />
        </TabsContent>
        <TabsContent value="errors" className="pt-4">
          <ErrorsTable />
        </TabsContent>
      </Tabs>
    </div>
  )
}
