import { DEPOSIT_ORDER_TYPES, fenToYuan, formatServerTime, messages, type DepositOrder } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { findMemberDeposit, type DepositRow } from '../../../deposits/deposit-orders.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { qrCodeDataUrl } from '../../../payment-sandbox/qr-code.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { publicAddress } from '../../../plugins/app/deployment.ts';
import { contractRoute } from '../../contract-route.ts';
import { sandboxPagePath } from '../../payment-sandbox/payment-sandbox-paths.ts';

/** The order type the client reads from the message: 'usdtpay', 'antoken', else the paytype. */
function orderType(paytype: string): string {
  if (paytype === 'usdt') return DEPOSIT_ORDER_TYPES.usdt;
  if (paytype === 'antoken') return DEPOSIT_ORDER_TYPES.antoken;
  return paytype;
}

/** The sandbox page on the server's public address (PUBLIC_URL), never on the Host the request names. */
function payUrl(app: FastifyInstance, deposit: DepositRow): string {
  return deposit.pay_token === null ? '' : publicAddress(app, sandboxPagePath(deposit.pay_token));
}

/**
 * One of the member's own orders. url opens the sandbox pay page and qrcode is that URL as a QR
 * image; payimg is the QR of the receiving wallet address (what a wallet app scans), '' without one.
 * real_money is the USDT amount for USDT orders and 0 otherwise. Bank orders have no pay page.
 */
export default async function payInfoRoute(app: FastifyInstance) {
  app.route(
    contractRoute('payinfo', async (request) => {
      const depositNo = request.body.deposit_no?.trim() ?? '';
      const deposit = depositNo === '' ? undefined : await findMemberDeposit(app.db, currentMember(request).id, depositNo);
      if (!deposit) throw new DomainError(ErrorCode.notFound, messages.deposit.unknownOrder);
      const url = payUrl(app, deposit);
      const order: DepositOrder = {
        deposit_no: deposit.deposit_no,
        info: {
          amount: fenToYuan(Number(deposit.amount_fen)),
          real_money: deposit.real_money === null ? 0 : Number(deposit.real_money),
          created_at: formatServerTime(new Date(deposit.created_at)),
          paytype: deposit.paytype,
        },
        cardlist: {
          mch_id: deposit.receiving_address ?? '',
          content: deposit.catepay ?? '',
          payimg: deposit.receiving_address === null ? '' : await qrCodeDataUrl(deposit.receiving_address),
        },
        qrcode: url === '' ? '' : await qrCodeDataUrl(url),
        url,
      };
      return ok(order, orderType(deposit.paytype));
    }),
  );
}
