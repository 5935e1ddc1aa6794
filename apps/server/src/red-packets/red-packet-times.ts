import {
  formatServerTime,
  parseServerTime,
  RED_PACKET_DEPOSIT_FROM,
  RED_PACKET_DEPOSIT_TO,
  RED_PACKET_GRAB_END,
  RED_PACKET_GRAB_START,
} from '@lobby/contract';

/** Where an instant falls against a daily window or the campaign's dates. */
export type Period = 'before' | 'during' | 'after';

/** The Beijing date of an instant: the grab day, since grabbing happens 10:00-12:00 Beijing time. */
export function beijingDate(now: Date): string {
  return formatServerTime(now).slice(0, 10);
}

/** 10:00 inclusive to 12:00 exclusive, Beijing time. */
export function grabWindowPeriod(now: Date): Period {
  const clock = formatServerTime(now).slice(11, 16);
  if (clock < RED_PACKET_GRAB_START) return 'before';
  return clock < RED_PACKET_GRAB_END ? 'during' : 'after';
}

/** A grab day comes from beijingDate, so a malformed one is a bug: it throws instead of counting a wrong window. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) throw new Error(`red packet: not a date: ${date}`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The deposits a grab day counts: from the previous day 12:00 to the day's 10:00, Beijing time, as ISO bounds. */
export function depositWindow(grabDay: string): { from: string; to: string } {
  const from = parseServerTime(`${dayBefore(grabDay)} ${RED_PACKET_DEPOSIT_FROM}:00`);
  const to = parseServerTime(`${grabDay} ${RED_PACKET_DEPOSIT_TO}:00`);
  if (!from || !to) throw new Error(`red packet: not a date: ${grabDay}`);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** 'en-CA' formats as YYYY-MM-DD; America/New_York follows US daylight saving by itself. */
const easternDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The US Eastern date of an instant: the campaign's dates are written in it, as the rules text says. */
export function easternDate(now: Date): string {
  return easternDateFormat.format(now);
}

/** Campaign dates are inclusive on both ends. */
export function campaignPeriod(campaign: { start_date: string; end_date: string }, now: Date): Period {
  const today = easternDate(now);
  if (today < campaign.start_date) return 'before';
  return today > campaign.end_date ? 'after' : 'during';
}
