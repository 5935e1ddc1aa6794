import { fenToYuan, formatYuan, messages } from '@lobby/contract';
import type { SlotSymbol } from '../../games/demo-slot.ts';
import { demoVenuePaths } from './demo-venue-paths.ts';

const texts = messages.demoVenue;
const START_REELS: readonly SlotSymbol[] = ['7', '7', '7'];
/** A suggested first bet, in yuan. */
const DEFAULT_BET_YUAN = 10;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#1b1035;color:#fff;text-align:center}
main{max-width:420px;margin:0 auto;padding:16px}
a{color:#ffd666}
.reels{display:flex;justify-content:center;gap:8px;margin:20px 0}
.reel{width:72px;height:72px;line-height:72px;font-size:40px;background:#fff;color:#c41d7f;border-radius:12px}
label,input,button{font-size:16px}
input{width:120px;padding:6px;margin:0 8px;border-radius:6px;border:0}
button{padding:10px 28px;border:0;border-radius:22px;background:#faad14;color:#1b1035;font-weight:bold}
button:disabled{opacity:.6}
.result{min-height:24px;margin:16px 0;color:#ffd666}
.small{font-size:13px;opacity:.8}`;

/** The playable page: balance, bet, spin. The script is a separate file because the CSP forbids inline scripts. */
export function demoVenuePage(game: { gameName: string; venueName: string; balanceFen: number }): string {
  const reels = START_REELS.map((symbol) => `<div class="reel">${symbol}</div>`).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.gameName)}</title>
<style>${STYLE}</style>
<script src="${demoVenuePaths.script}" defer></script>
</head>
<body>
<main>
<p><a href="/">${texts.backToLobby}</a></p>
<h1>${escapeHtml(game.gameName)}</h1>
<p class="small">${escapeHtml(game.venueName)} · ${texts.slotName}</p>
<p>${texts.balance}：<strong id="balance">${formatYuan(fenToYuan(game.balanceFen))}</strong> ${texts.yuan}</p>
<div class="reels" id="reels" aria-live="polite">${reels}</div>
<form id="round" method="post" action="${demoVenuePaths.round}" data-network-error="${messages.common.networkError}">
<label for="amount">${texts.betAmount}</label><input id="amount" name="amount" inputmode="decimal" value="${DEFAULT_BET_YUAN}"> ${texts.yuan}
<p><button type="submit" data-spinning="${texts.spinning}">${texts.spin}</button></p>
</form>
<p class="result" id="result" role="status"></p>
<p class="small">${texts.paytable}</p>
<p class="small">${texts.returnRate}</p>
</main>
</body>
</html>`;
}

/** A lapsed or unknown ticket: only the way back. */
export function demoVenueExpiredPage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${texts.slotName}</title><style>${STYLE}</style></head>
<body><main><p class="result">${texts.ticketInvalid}</p><p><a href="/">${texts.backToLobby}</a></p></main></body>
</html>`;
}
