/**
 * A vendor's W-9 cell on the 1099 screen: its status (§4) as the tax-form service reports it, the TIN match, the
 * stored PDF, and for members and staff the request through the service, which emails the vendor its form. A vendor
 * without an email is asked for one first (saved on the vendor's record); the API refuses a request without one and
 * sends nothing, and its message shows here.
 */
import { type FormEvent, useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { ZUpdate1099VendorRequestSchema } from '@app/shared/schemas/sales-tax.ts'
import { useRequestW9, useUpdate1099, type Vendor1099 } from './api.ts'

const W9_TONE: Record<string, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  COMPLETED: 'success',
  COMPLETED_AND_TIN_MATCH_INPROGRESS: 'success',
  AWAITING_TIN_CERTIFICATE: 'info',
  INVALID: 'danger',
  BOUNCED: 'danger',
  ORDER_NOT_CREATED: 'danger',
}

export function W9Cell({ v, year, orgId, canEdit }: { v: Vendor1099; year: number; orgId: string; canEdit: boolean }) {
  const request = useRequestW9(orgId, year)
  const update = useUpdate1099(orgId, year)
  const form = useFormErrors()
  const [asking, setAsking] = useState(false)
  const [email, setEmail] = useState(v.email ?? '')

  async function send(e?: FormEvent) {
    e?.preventDefault()
    try {
      if (asking && email.trim() !== (v.email ?? '')) {
        const body = form.check(ZUpdate1099VendorRequestSchema, { year, email: email.trim() })
        if (!body) return
        await update.mutateAsync({ nameId: v.nameId, email: body.email })
      }
      const r = await request.mutateAsync(v.nameId)
      setAsking(false)
      if (r.status === 'ORDER_NOT_CREATED') toast.error(`TaxBandits did not accept the W-9 request to ${r.sentTo}`)
      else toast.success(`W-9 requested from ${r.sentTo} through TaxBandits`)
    } catch (err) {
      form.fromApi(err)
    }
  }

  const onFile = v.w9OnFile
  return (
    <div className="grid gap-1">
      {v.w9Status ? (
        <Badge tone={W9_TONE[v.w9Status] ?? 'warning'} data-testid="w9-status">
          {v.w9Status}
        </Badge>
      ) : (
        <span className="text-slate-500" data-testid="w9-status">
          Not requested
        </span>
      )}
      {v.tinMatch && <div className="text-xs text-slate-500">TIN match: {v.tinMatch}</div>}
      {v.w9FileUrl && (
        <a href={v.w9FileUrl} target="_blank" rel="noreferrer" className="text-xs text-brand-700 underline">
          Completed W-9 (PDF)
        </a>
      )}
      {canEdit &&
        (asking ? (
          <form onSubmit={send} className="flex items-start gap-1" aria-label={`Request a W-9 from ${v.vendorName}`}>
            <div className="grid gap-1">
              <Input
                aria-label="Vendor email"
                type="email"
                placeholder="vendor@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value)
                  form.dismiss('email')
                }}
                className="h-8 w-52"
              />
              {(form.errors.email || form.errors.business || form.errors._) && (
                <span className="text-xs text-red-700" role="alert">
                  {form.errors.email ?? form.errors.business ?? form.errors._}
                </span>
              )}
            </div>
            <Button size="sm" type="submit" disabled={request.isPending || update.isPending}>
              Send
            </Button>
          </form>
        ) : (
          <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setAsking(true)}>
            {v.w9Status && !onFile ? 'Send W-9 request again' : onFile ? 'Ask for a new W-9' : 'Request W-9'}
          </Button>
        ))}
    </div>
  )
}
