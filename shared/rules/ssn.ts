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

/** Nine digits, with or without the dashes of 3-2-4. */
export function ssnProblem(s: string): string | undefined {
  return /^\d{3}-?\d{2}-?\d{4}$/.test(s.trim()) ? undefined : SSN_MESSAGE
}

/**
 * A Social Security number as typed ("123-45-6789", "123 45 6789", "123456789") to its nine digits, or null. The one
 * reading of SSN digits: banking onboarding takes what it answers; onboarding first holds the number to the 3-2-4
 * shape (`ssnProblem`), then stores these digits.
 */
export function ssnDigits(value: string): string | null {
  const d = value.trim().replace(/[\s-]/g, '')
  return /^\d{9}$/.test(d) ? d : null
}

/** The only part of an SSN the product keeps. */
export const ssnLastFour = (digits: string) => digits.slice(-4)

/** What a screen shows of a stored SSN: its last four digits in the 3-2-4 shape. */
export const maskSsn = (last4: string | null | undefined) => (last4 ? `***-**-${last4}` : '')
