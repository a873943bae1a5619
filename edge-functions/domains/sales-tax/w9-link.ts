/**
 * w9_requests.token_hash is unique and not null, from the first slice's own W-9 link. The form is now the tax-form
 * service's (docs/tax-forms.md), so a request holds a random hash that matches nothing.
 */
import { createHash, randomBytes } from 'node:crypto'

export const w9PlaceholderHash = () => createHash('sha256').update(randomBytes(32)).digest()
