import { messages } from '../messages.ts';
import { isBlank } from './input.ts';

/** Opening a game needs a session token, else 请登录！. */
export function validateGameOpen(token: unknown): string | null {
  return typeof token === 'string' && !isBlank(token) ? null : messages.game.loginRequired;
}
