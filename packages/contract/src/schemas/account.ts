/** The member: logging in and out, registering, user info, profile, passwords and the agent application. */
import type { PasswordChangePayload } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { userInfo } from './entities.ts';
import { binaryFile, empty, extension, flag, money, nullValue, object, optional, string, type Schema } from './schema.ts';

const passwordChange: Schema<PasswordChangePayload> = object({
  password: string(),
  paypassword: string(),
  newpasword: string(),
});

export const accountSchemas = {
  login_pc: {
    request: object({ name: string(), password: string(), code: string() }),
    response: object({ new_api_token: string() }),
  },
  register: {
    request: object({
      name: string(),
      password: string(),
      confirmPass: string(),
      realname: string(),
      paypassword: string(),
      code: string(),
      pid: optional(string()),
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
    request: object({ email: string(), mobile: string(), birthday: string() }),
    response: nullValue(),
  },
  editPassword: { request: passwordChange, response: nullValue() },
  editPayPassword: { request: passwordChange, response: nullValue() },
  uptransferstatus: { request: object({ transferstatus: flag() }), response: nullValue() },
  applyagentdo: { request: object({ mobile: string(), apply_info: string() }), response: nullValue() },
} satisfies Partial<CallSchemas>;
