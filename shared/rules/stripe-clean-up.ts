/**
 * `config.stripeCleanUpDate` (overview §3, organization config): Stripe activity through this date was cleaned up in
 * the books by hand (a catch-up), so the product's monthly `stripe` entry starts with the first month that begins
 * after it; a month that begins on or before it is never posted by the product, however it is asked.
 */
export function cleanedUpByHand(period: string, cleanUpDate: string | null): boolean {
  return cleanUpDate !== null && period <= cleanUpDate
}

export const cleanedUpMessage = (cleanUpDate: string) =>
  `Stripe through ${cleanUpDate} was cleaned up by hand: the product posts from the month after`
