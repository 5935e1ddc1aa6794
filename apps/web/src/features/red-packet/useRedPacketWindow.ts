import { redPacketWindow, type RedPacketRule } from '@lobby/contract';
import { useEffect, useState } from 'react';

/** The time now, ticking each second while the page shows. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Where today's grab window stands, and the time now, re-read each second (part 1 §2, issue 13). */
export function useRedPacketWindow(rules: readonly RedPacketRule[]) {
  const now = useNow();
  return { now, ...redPacketWindow(rules, now) };
}
