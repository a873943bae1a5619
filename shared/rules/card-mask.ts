/**
 * Card descriptions have a masked card-number suffix removed (spec banking §9): "AWS *1234", "UBER TRIP xxxx1234",
 * "DELTA **** 4421", "Figma card ending in 0042" all lose the card's last digits, so descriptions group by merchant
 * and no card number reaches the books. Only a trailing mask goes; digits inside the text stay.
 */
const TRAILING_MASK = /\s*(?:(?:card\s+)?ending\s+in\s+\d{4}|[*xX•]{1,16}[\s-]?\d{4}|#\d{4})\s*$/i

export function stripCardMask(text: string | null | undefined): string | null {
  if (text == null) return null
  return text.replace(TRAILING_MASK, '').trim()
}

const LAST_FOUR = /(\d{4})\s*$/

/** The card a line was paid with, as people see it ("•••• 1234"): the last four digits of the trailing mask, if any. */
export function cardMask(text: string | null | undefined): string | null {
  if (text == null) return null
  const mask = TRAILING_MASK.exec(text)?.[0]
  const last = mask ? LAST_FOUR.exec(mask)?.[1] : undefined
  return last ? `•••• ${last}` : null
}
