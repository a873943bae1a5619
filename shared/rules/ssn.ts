/**
 * Social security numbers (overview-access-onboarding.md §5): digits only, at most nine, shown grouped 3-2-4. Stored
 * encrypted; a screen shows only the masked form with the last four digits.
 */
export const SSN_MESSAGE = 'Enter the SSN as nine digits, like 123-45-6789'

/** SSN display (§5): digits only, grouped 3-2-4, at most 9 digits ("123456789" -> "123-45-6789"). */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9)
  if (d.length <= 3) return d
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`
}

/** What a number of the right shape that was never issued is told (area 000, 666 or 9xx, group 00, serial 0000). */
export const SSN_NOT_ISSUED_MESSAGE = 'This SSN was never issued: check the number'

/**
 * Whether nine digits can be a Social Security number at all: the SSA never issues area 000, 666 or 900-999 (the
 * last are ITINs), group 00 or serial 0000 (ssa.gov/employer/randomization.html), so 000-00-0000 is a typo or a
 * placeholder, never a person.
 */
export function ssnIssuable(digits: string): boolean {
  const area = Number(digits.slice(0, 3))
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000'
}

/** Nine digits, with or without the dashes of 3-2-4, of a number that can have been issued. */
export function ssnProblem(s: string): string | undefined {
  if (!/^\d{3}-?\d{2}-?\d{4}$/.test(s.trim())) return SSN_MESSAGE
  return ssnIssuable(s.replace(/\D/g, '')) ? undefined : SSN_NOT_ISSUED_MESSAGE
}

/**
 * A Social Security number as typed ("123-45-6789", "123 45 6789", "123456789") to its nine digits, or null (also for
 * a number never issued). The one
 * reading of SSN digits: banking onboarding takes what it answers; onboarding first holds the number to the 3-2-4
 * shape (`ssnProblem`), then stores these digits.
 */
export function ssnDigits(value: string): string | null {
  const d = value.trim().replace(/[\s-]/g, '')
  return /^\d{9}$/.test(d) && ssnIssuable(d) ? d : null
}

/** The only part of an SSN the product keeps. */
export const ssnLastFour = (digits: string) => digits.slice(-4)

/** What a screen shows of a stored SSN: its last four digits in the 3-2-4 shape. */
export const maskSsn = (last4: string | null | undefined) => (last4 ? `***-**-${last4}` : '')
