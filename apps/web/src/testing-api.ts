// What the end-to-end tests read from the web app (package export "@lobby/web/testing"): the codes
// drawn in the captcha images, to log in as a member would, and the security centre's tabs, to check
// the page shows them all. Re-exports only, so e2e never depends on where these files sit in src/.
export { CAPTCHA_CODES } from './features/auth/captcha/captcha-codes.ts';
export { securityTabs } from './features/security/security-topics.ts';
// The app's zh-CN labels: the translation flows check that no screen shows one of them in another language.
export { zhCNLabels } from './messages.ts';
export { zhTW as zhTWLabels } from './i18n/catalogues/zh-TW.ts';
// The English labels: the language baselines find their screens by the texts a member reads.
export { en as enLabels } from './i18n/catalogues/en.ts';
