import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { BindCardPayload } from '@lobby/contract';
import { newAccountName } from './app.ts';
import { e2eServer } from './e2e-server.ts';

const root = join(import.meta.dirname, '../..');

/** The payment password of the seeded demo member and of every member registered here. */
export const PAY_PASSWORD = '123456';

export interface TestMember {
  account: string;
  password: string;
  token: string;
}

/** A new member registered through the API (the captcha is the browser's business); balance 0. */
export async function registerMember(request: APIRequestContext): Promise<TestMember> {
  const account = newAccountName();
  const password = 'pass1234';
  const response = await request.post('/api/register', {
    data: { name: account, password, confirmPass: password, realname: '张三', paypassword: PAY_PASSWORD, code: 'ab12' },
  });
  const body = await response.json();
  expect(body.code, body.message).toBe(200);
  return { account, password, token: body.data.api_token };
}

/** A token for an existing member, through the login call. */
export async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const body = await (await request.post('/api/login_pc', { data: { name: account, password, code: 'ab12' } })).json();
  expect(body.code, body.message).toBe(200);
  return body.data.new_api_token;
}

/** Calls a member API with a token and expects success; answers the envelope. */
export async function memberCall(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const body = await (await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } })).json();
  expect(body.code, body.message).toBe(200);
  return body as { code: number; message: string; data: unknown };
}

/** Binds a card or wallet with the payment password (/api/bindcard). */
export async function bindCard(request: APIRequestContext, token: string, card: Omit<BindCardPayload, 'pay_pass'>) {
  await memberCall(request, token, '/api/bindcard', { ...card, pay_pass: PAY_PASSWORD });
}

/** A bank card at the first bank of /api/banklist; answers its number. */
export async function bindBankCard(request: APIRequestContext, token: string): Promise<string> {
  const banks = (await memberCall(request, token, '/api/banklist')).data as Array<{ bank_name: string }>;
  const [bank] = banks;
  if (!bank) throw new Error('/api/banklist answered no bank');
  const bankNo = `62220200${Date.now().toString().slice(-8)}`;
  await bindCard(request, token, { bank: bank.bank_name, bank_address: '深圳市南山区支行', bank_no: bankNo, bank_owner: '张三' });
  return bankNo;
}

/** The operators' back office (npm run admin -- ...) on the running e2e server's database; answers its output. */
export function runAdmin(...args: string[]): string {
  return runAdminOn(e2eServer.dbFile, ...args);
}

/** The back office on another SQLite file (the screenshot server's). */
export function runAdminOn(dbFile: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    // The runner forces colours on; a table with colour codes would not read back.
    env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, FORCE_COLOR: '0' },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** The id of a member's pending withdrawal, read from the back office's table (`npm run admin -- withdrawals`). */
export function pendingWithdrawalId(account: string): string {
  const table = runAdmin('withdrawals');
  const row = table.split('\n').find((line) => line.includes(`'${account}'`));
  const id = row?.split('│').map((cell) => cell.trim())[2];
  if (!id || !/^\d+$/.test(id)) throw new Error(`no pending withdrawal of ${account} in:\n${table}`);
  return id;
}
