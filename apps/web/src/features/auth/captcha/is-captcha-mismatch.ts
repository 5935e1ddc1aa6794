import { isMessage } from '@lobby/contract/i18n';

/** A captcha mismatch also clears the field and shows a new image (spec §5), in any language the server answers in. */
export function isCaptchaMismatch(problem: string): boolean {
  return isMessage(problem, (texts) => texts.login.captchaMismatch) || isMessage(problem, (texts) => texts.register.captcha);
}
