/**
 * On the two-step verification page of a session that passed its second step with a recovery code: remove the lost
 * authenticator (the server checks that session), then the page offers to set up a new one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import { supabase } from '@/lib/supabase.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast.tsx'

export function LostAuthenticator() {
  const qc = useQueryClient()
  const remove = useMutation({
    mutationFn: () => api.DELETE('/api/me/authenticator'),
    onSuccess: async () => {
      // the session's user carries its factors: read them again so the page and the guards see none
      await supabase.auth.refreshSession()
      await qc.invalidateQueries({ queryKey: ['mfa-factors'] })
      toast.success('Your authenticator is removed', { description: 'Set up your new one now.' })
    },
    onError: (e) => toast.error('Could not remove your authenticator', { description: e.message }),
  })
  return (
    <Alert tone="warning">
      <div className="space-y-2" data-testid="lost-authenticator">
        <p>
          You signed in with a recovery code. If you lost your authenticator app, remove it here and set up a new one.
        </p>
        <Button size="sm" variant="outline" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending && <Spinner />}Remove my authenticator
        </Button>
      </div>
    </Alert>
  )
}
