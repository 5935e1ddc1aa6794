import { ACTIVITY_APPLICATION_STATE, BET_STATUS, MONEY_ORDER_STATE, REBATE_STATE, TRANSFER_STATE } from '@lobby/contract';

/** How a record's state reads at a glance: waiting (amber), done well (green), refused or failed (red), other (grey). */
export type RecordTone = 'pending' | 'success' | 'danger' | 'neutral';

/** A state-to-tone reading; a state the table does not name is neutral. */
const toneFrom = (tones: Readonly<Record<number, RecordTone>>) => (state: number): RecordTone => tones[state] ?? 'neutral';

/** Deposits and withdrawals: 待审核, 审核通过, 已拒绝. */
export const moneyOrderTone = toneFrom({
  [MONEY_ORDER_STATE.pending]: 'pending', [MONEY_ORDER_STATE.approved]: 'success', [MONEY_ORDER_STATE.rejected]: 'danger',
});

/** Transfers in and out: success, pending settlement, failed. */
export const transferTone = toneFrom({
  [TRANSFER_STATE.success]: 'success', [TRANSFER_STATE.pending]: 'pending', [TRANSFER_STATE.failed]: 'danger',
});

/** Promotion applications: pending review, approved, rejected. */
export const applicationTone = toneFrom({
  [ACTIVITY_APPLICATION_STATE.pending]: 'pending', [ACTIVITY_APPLICATION_STATE.approved]: 'success', [ACTIVITY_APPLICATION_STATE.rejected]: 'danger',
});

/** Bets: settled, unsettled, invalid. */
export const betTone = toneFrom({
  [BET_STATUS.settled]: 'success', [BET_STATUS.unsettled]: 'pending', [BET_STATUS.invalid]: 'danger',
});

/** Rebates: waiting to be claimed, or claimed (any other state). */
export function rebateTone(state: number): RecordTone {
  return state === REBATE_STATE.unclaimed ? 'pending' : 'success';
}
