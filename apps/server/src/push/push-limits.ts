/** How many balance streams one process and one member may hold. */
export interface PushLimits {
  /** PUSH_MAX_STREAMS: below MAX_CONNECTIONS, so streams never take every connection the calls need. */
  perProcess: number;
  /**
   * A member's tabs and devices; opening one more closes that member's oldest stream. Counted per
   * process, like perProcess: it guards the process's own connections and memory (README, Balance push).
   */
  perMember: number;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = { perProcess: 3_000, perMember: 5 };

export function parsePushLimits(env: NodeJS.ProcessEnv): PushLimits {
  const value = env.PUSH_MAX_STREAMS;
  if (value === undefined || value === '') return DEFAULT_PUSH_LIMITS;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`PUSH_MAX_STREAMS must be a positive integer, got "${value}"`);
  return { ...DEFAULT_PUSH_LIMITS, perProcess: number };
}
