import { ACTIVITY_APPLICATION_STATE, BET_STATUS, MONEY_ORDER_STATE, REBATE_STATE, TRANSFER_STATE } from '@lobby/contract';

/** How a record's state reads at a glance: waiting (amber), done well (green), refused or failed (red), other (grey). */
export type RecordTone = 'pending' | 'success' | 'danger' | 'neutral';

/** Deposits and withdrawals: 待审核, 审核通过, 已拒绝. */
export function moneyOrderTone(state: number): RecordTone {
  if (state === MONEY_ORDER_STATE.pending) return 'pending';
  if (state === MONEY_ORDER_STATE.approved) return 'success';
  if (state === MONEY_ORDER_STATE.rejected) return 'danger';
  return 'neutral';
}

/** Transfers in and out: success, pending settlement, failed. */
export function transferTone(state: number): RecordTone {
  if (state === TRANSFER_STATE.success) return 'success';
  if (state === TRANSFER_STATE.pending) return 'pending';
  if (state === TRANSFER_STATE.failed) return 'danger';
  return 'neutral';
}

/** Promotion applications: pending review, approved, rejected. */
export function applicationTone(state: number): RecordTone {
  if (state === ACTIVITY_APPLICATION_STATE.pending) return 'pending';
  if (state === ACTIVITY_APPLICATION_STATE.approved) return 'success';
  if (state === ACTIVITY_APPLICATION_STATE.rejected) return 'danger';
  return 'neutral';
}

/** Bets: settled, unsettled, invalid. */
export function betTone(status: number): RecordTone {
  if (status === BET_STATUS.settled) return 'success';
  if (status === BET_STATUS.unsettled) return 'pending';
  if (status === BET_STATUS.invalid) return 'danger';
  return 'neutral';
}

/** Rebates: waiting to be claimed, or claimed. */
export function rebateTone(state: number): RecordTone {
  return state === REBATE_STATE.unclaimed ? 'pending' : 'success';
}
