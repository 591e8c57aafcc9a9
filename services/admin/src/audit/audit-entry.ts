/** The audit entry's writer and view live in lambda-kit: the orders service writes entries too (admin refunds, payout retries). */
export { auditPut } from '@konstvagg/lambda-kit/audit';
