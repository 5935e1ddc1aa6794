import { columnId, messages, TEXT_LIMITS } from '@lobby/contract';
import { object, oneOf, string, wire, wireLevel, type WireForm } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { createAdminCredentialGuard } from '../../back-office/admin-credential-guard.ts';
import { listPendingDeposits, listPendingWithdrawals } from '../../back-office/pending-orders.ts';
import { approveDeposit, decideWithdrawal, rejectDeposit } from '../../back-office/review-orders.ts';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { ok } from '../../plugins/app/envelope.ts';
import contentRoutes from './content-routes.ts';
import memberAccessRoutes from './member-access-routes.ts';
import memberServiceRoutes from './member-service-routes.ts';

const adminPaths = {
  deposits: '/admin/api/deposits',
  depositDecision: '/admin/api/deposits/:deposit_no/:decision',
  withdrawals: '/admin/api/withdrawals',
  withdrawalDecision: '/admin/api/withdrawals/:id/:decision',
} as const;

/**
 * The back office is Lobby's own, not a call of the contract, so its schemas are written here, read by
 * the contract's wire forms. The order's key as sent (never coerced: '0x10' is no id); the handler
 * reads an id within its INTEGER column.
 */
const decisionParamsSchema = (key: string, form: WireForm) => wireLevel(object({ [key]: wire(string(), form), decision: oneOf(['approve', 'reject']) }));
const depositDecisionParamsSchema = decisionParamsSchema('deposit_no', { kind: 'text', limit: TEXT_LIMITS.code, required: true });
const withdrawalDecisionParamsSchema = decisionParamsSchema('id', { kind: 'integer', strict: true, required: true });

/**
 * The back office: pending deposits and withdrawals, and their decisions. Behind its own credential
 * (`Authorization: Admin <token>`, ADMIN_TOKEN), with a limit on wrong ones per client address; member
 * tokens never pass. Encapsulated, so the hook guards only these routes.
 */
export default async function adminRoutes(app: FastifyInstance) {
  // The token is never logged: a drawn one is shown on the terminal by main.ts / cluster.ts.
  const admit = createAdminCredentialGuard(app.attemptCounters, app.adminToken.token);
  app.addHook('onRequest', async (request) => admit(request.headers.authorization, request.ip));

  app.get(adminPaths.deposits, async () => ok(await listPendingDeposits(app.db)));
  app.get(adminPaths.withdrawals, async () => ok(await listPendingWithdrawals(app.db)));

  app.post<{ Params: { deposit_no: string; decision: 'approve' | 'reject' } }>(
    adminPaths.depositDecision,
    { schema: { params: depositDecisionParamsSchema } },
    async (request) => {
      const { deposit_no: depositNo, decision } = request.params;
      return ok(null, decision === 'approve' ? await approveDeposit(app.db, depositNo) : await rejectDeposit(app.db, depositNo));
    },
  );

  app.post<{ Params: { id: string; decision: 'approve' | 'reject' } }>(
    adminPaths.withdrawalDecision,
    { schema: { params: withdrawalDecisionParamsSchema } },
    async (request) => {
      const id = columnId(request.params.id);
      if (id === undefined) throw new DomainError(ErrorCode.notFound, messages.backOffice.notFound);
      return ok(null, await decideWithdrawal(app.db, id, request.params.decision));
    },
  );

  await app.register(memberServiceRoutes);
  await app.register(contentRoutes);
  await app.register(memberAccessRoutes);
}
