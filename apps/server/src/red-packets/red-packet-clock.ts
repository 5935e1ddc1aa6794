/**
 * The red packet hangs on the wall clock (the 10:00-12:00 Beijing window, the campaign dates in US
 * Eastern time). Tests replace `now` (vi.spyOn) instead of waiting for 10:00.
 */
export const redPacketClock = {
  now: (): Date => new Date(),
};
