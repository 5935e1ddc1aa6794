import { readFileSync } from 'node:fs';
import { messages, TEXT_LIMITS, type TextLimit } from '@lobby/contract';
import { object, oneOf, string, wire, wireLevel } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { findDepositByPayToken } from '../../deposits/deposit-orders.ts';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { handleSandboxCallback, type SandboxCallback } from '../../payment-sandbox/sandbox-callback.ts';
import { signCallback, type SandboxOutcome } from '../../payment-sandbox/sandbox-signature.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { paymentSandboxDisabledPage, paymentSandboxPage, paymentSandboxUnknownPage } from './payment-sandbox-page.ts';
import { paymentSandboxPaths } from './payment-sandbox-paths.ts';

const script = readFileSync(new URL('./sandbox-pay.js', import.meta.url), 'utf8');

/**
 * The provider's page and its merchant callback are not calls of the contract (a real provider is
 * another company's service), so their schemas are written here, read by the contract's wire forms.
 */
const outcome = () => oneOf(['pay', 'cancel']);
const requiredText = (limit: TextLimit) => wire(string(), { kind: 'text', limit, required: true });
const completeBodySchema = wireLevel(object({ outcome: outcome() }));
const callbackBodySchema = wireLevel(object({ deposit_no: requiredText(TEXT_LIMITS.code), outcome: outcome(), sign: requiredText(TEXT_LIMITS.token) }));

/**
 * The sandbox payment provider and the merchant callback it notifies. The page and its buttons know
 * the order only through the pay token of its URL (no member token); the callback trusts nothing
 * but the HMAC signature, which only the provider side of this server can make.
 */
export default async function paymentSandboxRoutes(app: FastifyInstance) {
  // Off (PAYMENT_SANDBOX unset or 0), the provider credits nothing: its pages answer a page saying so,
  // its buttons and the callback the envelope. Orders placed while it was on stay pending until they expire.
  if (!app.deployment.paymentSandbox) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET') {
        return reply.status(403).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(paymentSandboxDisabledPage());
      }
      throw new DomainError(ErrorCode.forbidden, messages.paymentSandbox.disabled);
    });
  }
  app.get<{ Params: { token: string } }>(paymentSandboxPaths.page, async (request, reply) => {
    const deposit = await findDepositByPayToken(app.db, request.params.token);
    const page = deposit ? paymentSandboxPage(deposit, request.params.token) : paymentSandboxUnknownPage();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get(paymentSandboxPaths.script, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  // The provider's side of the payer's click: notify the merchant exactly as its server would.
  app.post<{ Params: { token: string }; Body: { outcome: SandboxOutcome } }>(
    paymentSandboxPaths.complete,
    { schema: { body: completeBodySchema } },
    async (request, reply) => {
      const deposit = await findDepositByPayToken(app.db, request.params.token);
      if (!deposit) throw new DomainError(ErrorCode.notFound, messages.paymentSandbox.unknownOrder);
      const { outcome } = request.body;
      const notice: SandboxCallback = { deposit_no: deposit.deposit_no, outcome, sign: signCallback(deposit.deposit_no, outcome) };
      const answer = await app.inject({ method: 'POST', url: paymentSandboxPaths.callback, payload: notice });
      return reply.status(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
    },
  );

  app.post<{ Body: SandboxCallback }>(paymentSandboxPaths.callback, { schema: { body: callbackBodySchema } }, async (request) =>
    ok(null, await handleSandboxCallback(app.db, request.body)),
  );
}
