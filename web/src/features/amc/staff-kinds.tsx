/** Which questions the client is asked about this transaction (at least one). */
import { useState } from 'react'
import { QUESTION_KINDS, QUESTION_PROMPTS, type TQuestionKind } from '@app/shared/schemas/amc.ts'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { useSetKinds, type Question } from './api.ts'
import { Section, useStaffAction } from './staff-action.tsx'

export function KindsForm({ q }: { q: Question }) {
  const [kinds, setKinds] = useState<TQuestionKind[]>(q.questions)
  const setQuestions = useSetKinds()
  const action = useStaffAction()
  const changed = kinds.length !== q.questions.length || kinds.some((k) => !q.questions.includes(k))
  const toggle = (k: TQuestionKind, on: boolean) =>
    setKinds((cur) => QUESTION_KINDS.filter((x) => (x === k ? on : cur.includes(x))))
  const error = kinds.length === 0 ? 'Ask at least one question' : action.fields.questions
  return (
    <Section title="Questions asked">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (kinds.length === 0) return
          void action.run(
            () => setQuestions.mutateAsync({ id: q.id, questions: kinds, version: q.version }),
            'Questions updated',
          )
        }}
      >
        <fieldset className="grid gap-2 sm:grid-cols-2" aria-describedby={error ? `kinds-${q.id}-error` : undefined}>
          <legend className="sr-only">Questions asked</legend>
          {QUESTION_KINDS.map((k) => (
            <Checkbox
              key={k}
              label={QUESTION_PROMPTS[k]}
              checked={kinds.includes(k)}
              onChange={(e) => toggle(k, e.target.checked)}
            />
          ))}
        </fieldset>
        {error && (
          <p id={`kinds-${q.id}-error`} className="text-xs font-medium text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="outline" disabled={action.busy || !changed || kinds.length === 0}>
            Save questions
          </Button>
        </div>
      </form>
      {action.error}
    </Section>
  )
}
