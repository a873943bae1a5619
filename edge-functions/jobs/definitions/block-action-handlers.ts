/**
 * The Slack block actions features answer, by block id (one registerBlockAction line each, beside the feature's
 * own handler). The bill-payment approval (APPROVE, DECLINE, COMMENT on block id bill-payment-approval) plugs in here.
 */
import { registerBlockAction } from '../../domains/chat/block-actions.ts'
import { BILL_APPROVAL_BLOCK_ID } from '../../../shared/rules/bill-pay.ts'
import { billApprovalBlockAction } from '../../domains/bill-pay/slack-approval.ts'

registerBlockAction(BILL_APPROVAL_BLOCK_ID, billApprovalBlockAction)
