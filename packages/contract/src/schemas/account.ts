/** The member: logging in and out, registering, user info, profile, passwords and the agent application. */
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import type { CallSchemas } from './calls.ts';
import { userInfo } from './entities.ts';
import { binaryFile, empty, extension, flag, money, nullValue, object, optional, string } from './schema.ts';
import { wire, wireText } from './wire-forms.ts';

// The new payment password is bounded like a login password here: the rule judges its six digits.
const passwordChange = object({
  password: wireText(L.password),
  paypassword: wireText(L.password),
  newpasword: wireText(L.password),
});

export const accountSchemas = {
  login_pc: {
    request: object({ name: wireText(L.account), password: wireText(L.password), code: wireText(L.captcha) }),
    response: object({ new_api_token: string() }),
  },
  register: {
    request: object({
      name: wireText(L.account),
      password: wireText(L.password),
      confirmPass: wireText(L.password),
      realname: wireText(L.realname),
      paypassword: wireText(L.payPassword),
      code: wireText(L.captcha),
      pid: optional(wireText(L.introducer)),
    }),
    response: object({ api_token: string() }),
  },
  logoff: { request: empty(), response: nullValue() },
  user: { request: empty(), response: userInfo },
  balance: { request: empty(), response: object({ balance: money(), gameblance: money() }) },
  refreshusermoney: { request: empty(), response: userInfo },
  // Part 1 §7 refreshes the user info after the upload; the new address in the answer is Lobby's addition.
  uploadimg: { request: object({ file: binaryFile() }), response: object({ avatar: extension(string()) }) },
  updateuserinfo: {
    request: object({ email: wireText(L.email), mobile: wireText(L.mobile), birthday: wireText(L.birthday) }),
    response: nullValue(),
  },
  editPassword: { request: passwordChange, response: nullValue() },
  editPayPassword: { request: passwordChange, response: nullValue() },
  // No rule judges the switch: anything but 0 or 1, or no value, is a malformed request.
  uptransferstatus: { request: object({ transferstatus: wire(flag(), { kind: 'flag', required: true }) }), response: nullValue() },
  applyagentdo: { request: object({ mobile: wireText(L.mobile), apply_info: wireText(L.applyInfo) }), response: nullValue() },
} satisfies Partial<CallSchemas>;
