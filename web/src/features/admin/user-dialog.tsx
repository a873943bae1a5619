/**
 * Edit one user (admins): role, product access and individual permissions, each permission shown with its label
 * from the catalogue. Saves role/products and permissions as two calls so each can fail on its own.
 */
import { useState } from 'react'
import type { TPermission, TUser } from '@app/shared/schemas/users.ts'
import { ZUpdateUserRequestSchema } from '@app/shared/schemas/users.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { ROLE_LABEL } from '@/lib/areas.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { personName } from '@/lib/format.ts'
import { QueryState } from '@/components/page.tsx'
import { usePermissionCatalogue, useUser, useUserMutations } from './users-api.ts'

export function UserDialog({ user, onClose }: { user: TUser | undefined; onClose: () => void }) {
  return (
    <Dialog
      open={!!user}
      onOpenChange={(o) => {
        if (!o) onClose()
      }}
    >
      <DialogContent>{user && <UserForm key={user.id} user={user} onClose={onClose} />}</DialogContent>
    </Dialog>
  )
}

function UserForm({ user, onClose }: { user: TUser; onClose: () => void }) {
  const detail = useUser(user.id)
  const catalogue = usePermissionCatalogue()
  const { update, setPermissions } = useUserMutations(user.id)
  const [role, setRole] = useState(user.role)
  const [products, setProducts] = useState(user.products)
  const [perms, setPerms] = useState<TPermission[] | null>(null)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const current = perms ?? detail.data?.permissions ?? []

  async function save() {
    const patch: Record<string, unknown> = {}
    if (role !== user.role) patch.role = role
    if ([...products].sort().join() !== [...user.products].sort().join()) patch.products = products
    // an unchanged profile is not checked (the schema refuses an empty change): only the permissions are saved
    const parsed = Object.keys(patch).length ? fieldErrors.check(ZUpdateUserRequestSchema, patch) : null
    if (parsed === undefined) return
    if (parsed === null) fieldErrors.clear()
    try {
      if (parsed) await update.mutateAsync(parsed)
      if (perms) await setPermissions.mutateAsync(perms)
      toast.success(`${personName(user)} updated`)
      onClose()
    } catch (e) {
      fieldErrors.fromApi(e)
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{personName(user)}</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5">
        {errors._ && <Alert tone="danger">{errors._}</Alert>}
        <Field
          label="Role"
          error={errors.role}
          hint="Clients use the accounting area; bookkeepers the bookkeeper area; admins and owners everything."
        >
          <NativeSelect value={role} onChange={(e) => setRole(e.target.value as TUser['role'])}>
            {(['user', 'bookkeeper', 'admin', 'owner'] as const).map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Products</legend>
          <div className="flex gap-6">
            {(['accounting', 'banking'] as const).map((p) => (
              <Checkbox
                key={p}
                label={p === 'accounting' ? 'Accounting' : 'Banking'}
                checked={products.includes(p)}
                onChange={(e) => setProducts(e.target.checked ? [...products, p] : products.filter((x) => x !== p))}
              />
            ))}
          </div>
          {errors.products && <p className="mt-1 text-xs font-medium text-red-600">{errors.products}</p>}
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Individual permissions</legend>
          <QueryState query={detail}>
            <div className="flex flex-col gap-2" data-testid="permissions">
              {(catalogue.data ?? []).map((p) => (
                <Checkbox
                  key={p.name}
                  label={p.label}
                  checked={current.includes(p.name)}
                  onChange={(e) =>
                    setPerms(e.target.checked ? [...current, p.name] : current.filter((x) => x !== p.name))
                  }
                />
              ))}
            </div>
          </QueryState>
          <p className="mt-2 text-xs text-slate-500">
            Given to staff on top of their role, e.g. a bookkeeper who may see every client.
          </p>
        </fieldset>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={update.isPending || setPermissions.isPending}>
          Save
        </Button>
      </DialogFooter>
    </>
  )
}
