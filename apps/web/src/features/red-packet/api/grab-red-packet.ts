import { api, formatMoney, messages, SUCCESS_CODE } from '@lobby/contract';
import { isMessage } from '@lobby/contract/i18n';
import { submit } from '@/lib/submit';

/** Which popup a grab ends in (part 1 §2, §4). */
export type GrabOutcome =
  | { kind: 'won'; text: string }
  | { kind: 'not-started'; text: string }
  | { kind: 'ended'; text: string }
  | { kind: 'not-eligible'; text: string }
  | { kind: 'refused'; text: string };

/**
 * POST /api/douserredpacket. A refusal's message is shown in the popup; the server words 'not
 * started', 'ended' and 'not eligible' with the contract's texts, which pick the popup. Any other
 * refusal (no grab left, pool empty, switched off) is shown as it is.
 */
export async function grabRedPacket(): Promise<GrabOutcome> {
  const envelope = await submit(api.douserredpacket, {});
  if (envelope.code === SUCCESS_CODE) return { kind: 'won', text: messages.redPacket.won(formatMoney(envelope.data.redpacketmoney)) };
  // In the member's language or in zh-CN (a back end that answers only Chinese): the same popup.
  if (isMessage(envelope.message, (texts) => texts.redPacket.notStarted)) return { kind: 'not-started', text: envelope.message };
  if (isMessage(envelope.message, (texts) => texts.redPacket.ended)) return { kind: 'ended', text: envelope.message };
  if (isMessage(envelope.message, (texts) => texts.redPacket.notMet)) return { kind: 'not-eligible', text: envelope.message };
  return { kind: 'refused', text: envelope.message };
}
