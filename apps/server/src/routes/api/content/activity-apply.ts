import { messages, validateActivityAmount, yuanToFen } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { findShownActivity } from '../../../content/activities-repository.ts';
import { insertPendingApplication } from '../../../content/activity-applications-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * A sign-up waits for the operator's review (state 1); no money moves here. The amount is what the
 * member declares (the deposit or loss the promotion is computed on), in whole yuan.
 */
export default async function activityApplyRoute(app: FastifyInstance) {
  app.route(
    contractRoute('doactivityapply', async (request) => {
      const member = currentMember(request);
      const activityId = wholeNumber(request.body.activityid);
      const activity = activityId === undefined ? undefined : await findShownActivity(app.db, activityId);
      if (!activity) throw new DomainError(ErrorCode.notFound, messages.activity.notFound);
      if (activity.can_apply !== 1) throw new DomainError(ErrorCode.badRequest, messages.activity.notApplicable);

      const refusal = validateActivityAmount(request.body.amount);
      const amountFen = refusal ? null : yuanToFen(String(request.body.amount).trim());
      if (amountFen === null) throw new DomainError(ErrorCode.badRequest, refusal ?? messages.activity.amountDigits);

      const stored = await memberTransaction(app.db, member)((trx) => insertPendingApplication(trx, { memberId: member.id, activityId: activity.id, amountFen }));
      if (!stored) throw new DomainError(ErrorCode.conflict, messages.activity.alreadyApplied);
      return ok(null, messages.activity.applied);
    }),
  );
}
