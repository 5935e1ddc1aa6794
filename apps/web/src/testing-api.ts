// What the end-to-end tests read from the web app (package export "@lobby/web/testing"): the codes
// drawn in the captcha images, to log in as a member would, and the security centre's tabs, to check
// the page shows them all. Re-exports only, so e2e never depends on where these files sit in src/.
export { CAPTCHA_CODES } from './features/auth/captcha/captcha-codes.ts';
export { securityTabs } from './features/security/security-topics.ts';
