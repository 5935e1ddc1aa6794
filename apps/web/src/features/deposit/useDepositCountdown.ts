import { depositCountdown, depositSecondsLeft } from '@lobby/contract';
import { useEffect, useState } from 'react';

/** The time left to pay as 'mm:ss', ticking every second and stopping at 00:00 (part 2 §4). */
export function useDepositCountdown(createdAt: string | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  const open = createdAt !== undefined && depositSecondsLeft(createdAt, now) > 0;
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);
  return createdAt === undefined ? '' : depositCountdown(createdAt, now);
}

/**
 * Whether the order can still be paid: true until the spec's 60 minutes from created_at are over, then
 * false (one timer, not a tick per second).
 */
export function useStillPayable(createdAt: string): boolean {
  const [payable, setPayable] = useState(() => depositSecondsLeft(createdAt, Date.now()) > 0);
  useEffect(() => {
    const left = depositSecondsLeft(createdAt, Date.now());
    if (left <= 0) return;
    const timer = setTimeout(() => setPayable(false), left * 1000);
    return () => clearTimeout(timer);
  }, [createdAt]);
  return payable;
}
