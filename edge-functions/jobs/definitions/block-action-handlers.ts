/**
 * The Slack block actions features answer, by block id (one registerBlockAction line each, beside the feature's
 * own handler). The bill-payment approval (APPROVE, DECLINE, COMMENT on block id bill-payment-approval) plugs in here.
 */
export {}
