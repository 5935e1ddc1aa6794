import { AVATAR_MIME_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';
import { asText } from './input.ts';

/**
 * Avatar upload accepts gif and png only (AVATAR_MIME_TYPES). Takes a MIME type ('image/png') or a file name
 * ('me.GIF'); anything else, including an empty value, is refused.
 */
export function validateAvatarType(mimeOrName: unknown): string | null {
  const value = asText(mimeOrName).trim().toLowerCase();
  const extensions = AVATAR_MIME_TYPES.map((mime) => `.${mime.slice('image/'.length)}`);
  const ok = value.includes('/') ? (AVATAR_MIME_TYPES as readonly string[]).includes(value) : extensions.some((end) => value.endsWith(end));
  return ok ? null : messages.avatar.invalidType;
}
