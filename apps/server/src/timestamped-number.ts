import { randomInt } from 'node:crypto';
import { formatServerTime } from '@lobby/contract';

/**
 * A number people read aloud and sort by: a prefix, the Beijing time to the second, then random digits.
 * The columns holding them are unique, so the random part must make a same-second collision
 * negligible even at hundreds a second: 10 digits give about one in 10^7 per second at 100 a second.
 */
export function timestampedNumber(prefix: string, now: Date = new Date()): string {
  const random = `${randomInt(100_000)}`.padStart(5, '0') + `${randomInt(100_000)}`.padStart(5, '0');
  return `${prefix}${formatServerTime(now).replace(/\D/g, '')}${random}`;
}
