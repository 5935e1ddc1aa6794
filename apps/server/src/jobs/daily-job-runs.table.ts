/** A Beijing day whose nightly run finished (migration 0015). */
export interface DailyJobRunsTable {
  /** 'YYYY-MM-DD', the day the run computed (not the day it ran on). */
  day: string;
  finished_at: string;
  /** host/pid of the process that finished it. */
  runner: string;
}
