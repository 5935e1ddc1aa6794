import { BEIJING_UTC_OFFSET_HOURS, RED_PACKET_GRAB_END, RED_PACKET_GRAB_START } from '../constants.ts';

/**
 * Where today stands against the red-packet rain (issue 13), so the page can say it truthfully:
 * - notStarted: the activity's first day (US Eastern, as the rules say) has not come;
 * - before / open / after: today's grab window (10:00-12:00 Beijing time) is ahead, running, or over
 *   with another day of the activity to come;
 * - ended: the activity's last day has passed, or today's window was its last one.
 * `until` is the instant the state next changes (the countdown's target); none once the activity ended.
 */
type RedPacketWindowState = 'notStarted' | 'before' | 'open' | 'after' | 'ended';

export interface RedPacketWindow {
  state: RedPacketWindowState;
  until?: number;
}

/** The activity's period: start_time and end_time of the rules (dates, US Eastern). */
interface ActivityPeriod {
  start_time: string;
  end_time: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = BEIJING_UTC_OFFSET_HOURS * HOUR_MS;

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** The YYYY-MM-DD of a date or time text ('2026-01-01', '2026-01-01 00:00:00'); '' when it has none. */
function dayOf(text: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(String(text ?? '').trim())?.[0] ?? '';
}

/** The US Eastern calendar day of an instant (daylight saving included), as YYYY-MM-DD. */
export function easternDay(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(now));
}

/** The first and last day the rules cover (the earliest start, the latest end); null without dated rules. */
function activityDays(rules: readonly ActivityPeriod[]): { first: string; last: string } | null {
  const starts = rules.map((rule) => dayOf(rule.start_time)).filter(Boolean).sort();
  const ends = rules.map((rule) => dayOf(rule.end_time)).filter(Boolean).sort();
  if (starts.length === 0 || ends.length === 0) return null;
  return { first: starts[0]!, last: ends.at(-1)! };
}

export function redPacketWindow(rules: readonly ActivityPeriod[], now: number): RedPacketWindow {
  // Today's window in Beijing time, as instants.
  const beijingMidnight = Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  const opens = beijingMidnight + minutesOf(RED_PACKET_GRAB_START) * 60_000;
  const closes = beijingMidnight + minutesOf(RED_PACKET_GRAB_END) * 60_000;
  const days = activityDays(rules);
  const today = easternDay(now);
  if (days && today < days.first) return { state: 'notStarted', until: nextOpeningOn(days.first, now, opens) };
  if (days && today > days.last) return { state: 'ended' };
  if (now < opens) return { state: 'before', until: opens };
  if (now < closes) return { state: 'open', until: closes };
  // Today's window is over: tomorrow's opens at the same Beijing time, if the activity still runs then.
  const tomorrow = opens + DAY_MS;
  if (days && easternDay(tomorrow) > days.last) return { state: 'ended' };
  return { state: 'after', until: tomorrow };
}

/** The first window opening on or after the activity's first (Eastern) day. */
function nextOpeningOn(firstDay: string, now: number, todaysOpening: number): number {
  let opening = todaysOpening <= now ? todaysOpening + DAY_MS : todaysOpening;
  // At most a year of days ahead: a start further off still counts down to a real opening.
  for (let day = 0; day < 400 && easternDay(opening) < firstDay; day += 1) opening += DAY_MS;
  return opening;
}
