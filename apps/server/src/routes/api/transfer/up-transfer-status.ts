import { api, FREE_TRANSFER, type Flag } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireFlag } from '../../../plugins/app/wire-fields.ts';
import { setFreeTransferMode } from '../../../transfers/free-transfer-mode.ts';
import { routeOf } from '../../route-of.ts';

/** 0 or 1, sent as a number or as the digit ('0x1', [1] and ' 1' refused on the raw value); anything else is a malformed request (400). */
const bodySchema = {
  type: 'object',
  required: ['transferstatus'],
  properties: { transferstatus: { type: 'integer', enum: [FREE_TRANSFER.off, FREE_TRANSFER.on], ...wireFlag } },
} as const;

/** The transfer screen's free-transfer switch. */
export default async function upTransferStatusRoute(app: FastifyInstance) {
  app.route<{ Body: { transferstatus: Flag } }>({
    ...routeOf(api.uptransferstatus),
    schema: { body: bodySchema },
    handler: async (request) => {
      await setFreeTransferMode(app.db, currentMember(request).id, request.body.transferstatus);
      return ok(null);
    },
  });
}
