import { fenToYuan, formatServerTime, formatYuan, messages, MONEY_ORDER_STATE } from '@lobby/contract';
import type { DepositRow } from '../../deposits/deposit-orders.ts';
import { paymentSandboxPaths } from './payment-sandbox-paths.ts';

const texts = messages.paymentSandbox;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f0f2f5;color:#222}
main{max-width:420px;margin:0 auto;padding:16px}
h1{font-size:20px;text-align:center}
.notice{font-size:13px;color:#ad6800;background:#fffbe6;padding:8px;border-radius:6px}
dl{background:#fff;border-radius:8px;padding:12px;display:grid;grid-template-columns:auto 1fr;gap:8px}
dt{color:#888}dd{margin:0;word-break:break-all}
.amount{font-size:22px;color:#cf1322;font-weight:bold}
.actions{display:flex;gap:12px}
button{flex:1;padding:12px;font-size:16px;border:0;border-radius:22px}
button[value=pay]{background:#1677ff;color:#fff}
button[value=cancel]{background:#fff;color:#333;border:1px solid #ccc}
button:disabled{opacity:.6}
.result{min-height:24px;margin:16px 0;text-align:center;font-weight:bold}`;

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
${script}
</head>
<body><main><h1>${texts.title}</h1>${body}</main></body>
</html>`;
}

function closedText(deposit: DepositRow): string {
  if (deposit.state === MONEY_ORDER_STATE.approved) return texts.paid;
  if (deposit.outcome === 'expired') return texts.expired;
  return deposit.outcome === 'cancelled' ? texts.cancelled : texts.closed;
}

/** The order and the payer's two choices; a settled order shows how it ended instead of the buttons. */
export function paymentSandboxPage(deposit: DepositRow, payToken: string): string {
  const rows: Array<[string, string]> = [
    [texts.orderNo, deposit.deposit_no],
    [texts.method, texts.methods[deposit.paytype as keyof typeof texts.methods] ?? deposit.paytype],
  ];
  if (deposit.real_money !== null) rows.push([texts.usdtAmount, deposit.real_money]);
  if (deposit.catepay !== null) rows.push([texts.protocol, deposit.catepay]);
  if (deposit.receiving_address !== null) rows.push([texts.address, deposit.receiving_address]);
  if (deposit.expires_at !== null) rows.push([texts.deadline, formatServerTime(new Date(deposit.expires_at))]);
  const details = rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  const amount = `<dt>${texts.amount}</dt><dd class="amount">${formatYuan(fenToYuan(Number(deposit.amount_fen)))} ${texts.yuan}</dd>`;
  const summary = `<p class="notice">${texts.notice}</p><dl>${amount}${details}</dl>`;

  if (deposit.state !== MONEY_ORDER_STATE.pending) {
    return layout(texts.title, `${summary}<p class="result" role="status">${closedText(deposit)}</p>`);
  }
  const action = paymentSandboxPaths.complete.replace(':token', encodeURIComponent(payToken));
  const form = `<form id="checkout" method="post" action="${action}" data-processing="${texts.processing}" data-network-error="${messages.common.networkError}">
<div class="actions"><button type="submit" name="outcome" value="pay">${texts.pay}</button><button type="submit" name="outcome" value="cancel">${texts.cancel}</button></div>
</form>
<p class="result" id="result" role="status"></p>`;
  return layout(texts.title, summary + form, `<script src="${paymentSandboxPaths.script}" defer></script>`);
}

/** Any pay link while PAYMENT_SANDBOX is off. */
export function paymentSandboxDisabledPage(): string {
  return layout(texts.title, `<p class="result" role="status">${texts.disabled}</p>`);
}

/** An unknown pay link. */
export function paymentSandboxUnknownPage(): string {
  return layout(texts.title, `<p class="result" role="status">${texts.unknownOrder}</p>`);
}
