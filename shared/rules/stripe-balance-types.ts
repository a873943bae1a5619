/**
 * Stripe's balance transaction types (its `type` field: charge, refund, stripe_fee …) as a bookkeeper reads them in
 * a period's rows. Stripe adds types now and then: an unknown one is told in its own words, underscores as spaces.
 */
export const STRIPE_BALANCE_TYPE_LABELS: Record<string, string> = {
  adjustment: 'Adjustment',
  advance: 'Advance',
  advance_funding: 'Advance funding',
  anticipation_repayment: 'Anticipation repayment',
  application_fee: 'Application fee',
  application_fee_refund: 'Application fee refund',
  charge: 'Charge',
  climate_order_purchase: 'Climate purchase',
  climate_order_refund: 'Climate refund',
  connect_collection_transfer: 'Connect collection',
  contribution: 'Contribution',
  issuing_authorization_hold: 'Card authorization hold',
  issuing_authorization_release: 'Card authorization release',
  issuing_dispute: 'Card dispute',
  issuing_transaction: 'Card transaction',
  network_cost: 'Network cost',
  obligation_outbound: 'Obligation paid',
  obligation_reversal_inbound: 'Obligation reversed',
  payment: 'Payment',
  payment_failure_refund: 'Failed payment refund',
  payment_network_reserve_hold: 'Network reserve hold',
  payment_network_reserve_release: 'Network reserve release',
  payment_refund: 'Payment refund',
  payment_reversal: 'Payment reversal',
  payment_unreconciled: 'Unreconciled payment',
  payout: 'Payout',
  payout_cancel: 'Payout cancelled',
  payout_failure: 'Payout failed',
  payout_minimum_balance_hold: 'Payout minimum balance hold',
  payout_minimum_balance_release: 'Payout minimum balance release',
  refund: 'Refund',
  refund_failure: 'Refund failed',
  reserve_transaction: 'Reserve transaction',
  reserved_funds: 'Reserved funds',
  stripe_fee: 'Stripe fee',
  stripe_fx_fee: 'Stripe currency conversion fee',
  tax_fee: 'Tax fee',
  topup: 'Top-up',
  topup_reversal: 'Top-up reversal',
  transfer: 'Transfer',
  transfer_cancel: 'Transfer cancelled',
  transfer_failure: 'Transfer failed',
  transfer_refund: 'Transfer refund',
}

export function stripeBalanceTypeLabel(type: string): string {
  const known = STRIPE_BALANCE_TYPE_LABELS[type]
  if (known) return known
  const words = type.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
