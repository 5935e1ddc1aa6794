import { randomInt } from 'node:crypto';
import { formatServerTime } from '@lobby/contract';

/**
 * An order number members and operators read aloud: a letter, the Beijing time to the second and six
 * random digits ('D20250301143005123456'). The column is unique; a collision fails the insert loudly.
 */
export function newMoneyOrderNumber(prefix: 'D' | 'W', now: Date = new Date()): string {
  return `${prefix}${formatServerTime(now).replace(/\D/g, '')}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}
