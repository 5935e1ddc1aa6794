import { messages } from '@/messages';

/** A captcha mismatch also clears the field and shows a new image (spec §5). */
export function isCaptchaMismatch(problem: string): boolean {
  return problem === messages.login.captchaMismatch || problem === messages.register.captcha;
}
