/**
 * The Idempotency-Key of a money submission (transfer, withdrawal, deposit order, ...). One key per
 * submission: the same key when the member sends the same thing again after its answer was lost (a
 * time-out, a dropped connection), so the server answers the first outcome instead of acting twice; a
 * new key once the submission has an answer, or when what is sent changes.
 *
 * Kept in memory by call, only until the answer: a reload starts afresh (the records show what went
 * through), and nothing sent, passwords included, outlives its submission.
 */
interface OpenSubmission {
  sent: string;
  key: string;
}

const open = new Map<string, OpenSubmission>();

/** The key for sending `payload` to `callPath` now: the open submission's when it is the same, else a new one. */
export function submissionKey(callPath: string, payload: unknown): string {
  const sent = JSON.stringify(payload ?? {});
  const current = open.get(callPath);
  if (current?.sent === sent) return current.key;
  const key = crypto.randomUUID();
  open.set(callPath, { sent, key });
  return key;
}

/** The submission under `key` has a definite answer (success or refusal): the next one is new. */
export function settleSubmission(callPath: string, key: string): void {
  if (open.get(callPath)?.key === key) open.delete(callPath);
}
