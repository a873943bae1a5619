/** Email comparison rules (spec §5, §8): aliases differ only by dots or a plus-suffix in the local part. */

/** The canonical form: lower-cased, local part without dots and without anything after '+'. */
export function canonicalEmail(email: string): string {
  const value = email.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  const local = at > 0 ? value.slice(0, at) : ''
  if (!local) throw new Error('could not find local')
  const domain = value.slice(at + 1)
  return `${local.split('+')[0].replace(/\./g, '')}@${domain}`
}

/** True when both addresses reach the same mailbox under the alias rule. Throws "could not find local" on "@x.com". */
export function isSameEmailAlias(a: string, b: string): boolean {
  return canonicalEmail(a) === canonicalEmail(b)
}
