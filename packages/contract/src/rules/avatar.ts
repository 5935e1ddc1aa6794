import { messages } from '../messages.ts';
import { asText } from './input.ts';

/**
 * Avatar upload accepts gif and png only. Takes a MIME type ('image/png') or a file name
 * ('me.GIF'); anything else, including an empty value, is refused.
 */
export function validateAvatarType(mimeOrName: unknown): string | null {
  const value = asText(mimeOrName).trim().toLowerCase();
  const ok = value.includes('/') ? value === 'image/gif' || value === 'image/png' : /\.(gif|png)$/.test(value);
  return ok ? null : messages.avatar.invalidType;
}
