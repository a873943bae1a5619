/** Feedback to the client; "ask again" sends the question back to the client as waiting for them. */
import { useState } from 'react'
import { ZFeedbackRequestSchema } from '@app/shared/schemas/amc.ts'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useGiveFeedback, type Question } from './api.ts'
import { Section, useStaffAction } from './staff-action.tsx'

export function FeedbackForm({ q }: { q: Question }) {
  const [text, setText] = useState('')
  // Off until the bookkeeper chooses it: sending an answered question back is a deliberate step, never a default.
  const [reask, setReask] = useState(false)
  const feedback = useGiveFeedback()
  const action = useStaffAction()
  return (
    <Section title="Feedback for the client">
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          const body = { bookkeeperFeedback: text, reask, version: q.version }
          const parsed = action.check(ZFeedbackRequestSchema, body)
          if (!parsed) return
          if (
            await action.run(
              () => feedback.mutateAsync({ id: q.id, ...parsed }),
              reask ? 'Feedback sent; the client is asked again' : 'Feedback sent',
            )
          )
            setText('')
        }}
      >
        <Field label="Feedback" error={action.fields.bookkeeperFeedback}>
          <Textarea
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="What else do you need to know?"
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label="Ask again (send it back to the client)"
            checked={reask}
            onChange={(e) => setReask(e.target.checked)}
          />
          <Button type="submit" disabled={action.busy}>
            Send feedback
          </Button>
        </div>
      </form>
      {action.error}
    </Section>
  )
}
