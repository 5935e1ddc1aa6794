import { readFileSync } from 'node:fs';
import { fenToYuan, messages, TEXT_LIMITS, yuanToFen } from '@lobby/contract';
import { object, string, wire, wireLevel, wireText } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { playDemoRound } from '../../games/demo-rounds.ts';
import { extendLaunchTicket, findLaunchTicket } from '../../games/launch-tickets.ts';
import { findVenueBalance } from '../../games/venue-wallets.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { demoVenueExpiredPage, demoVenuePage } from './demo-venue-page.ts';
import { demoVenuePaths } from './demo-venue-paths.ts';

const script = readFileSync(new URL('./demo-venue.js', import.meta.url), 'utf8');

/**
 * The venue's own page and rounds are not calls of the contract (a real venue is another company's
 * site), so their schemas are written here, read by the contract's wire forms. A bet spelt any way but
 * digits is refused with the venue's own message.
 */
const roundBodySchema = wireLevel(
  object({ ticket: wireText(TEXT_LIMITS.token), amount: wire(string(), { kind: 'amount', message: messages.demoVenue.amountInvalid }) }),
);
const playQuerySchema = wireLevel(object({ ticket: wireText(TEXT_LIMITS.token) }));

function roundMessage(betFen: number, payoutFen: number): string {
  if (payoutFen > betFen) return messages.demoVenue.won(fenToYuan(payoutFen));
  return payoutFen === betFen ? messages.demoVenue.push : messages.demoVenue.lost;
}

/**
 * The playable demo venue every platform launches into. The page and its rounds know the member only
 * through the launch ticket; these routes carry no `auth` and never accept an API token.
 */
export default async function demoVenueRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { ticket?: string } }>(demoVenuePaths.play, { schema: { querystring: playQuerySchema } }, async (request, reply) => {
    const launch = await findLaunchTicket(app.db, request.query.ticket);
    const venue = launch && (await findVenueBalance(app.db, launch.memberId, launch.platformName));
    const page = launch && venue ? demoVenuePage({ gameName: launch.gameName, venueName: venue.name, balanceFen: venue.balanceFen }) : demoVenueExpiredPage();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get(demoVenuePaths.script, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.post<{ Body: { ticket?: string; amount?: unknown } }>(demoVenuePaths.round, { schema: { body: roundBodySchema } }, async (request) => {
    const launch = await findLaunchTicket(app.db, request.body.ticket);
    if (!launch) throw new DomainError(ErrorCode.unauthorized, messages.demoVenue.ticketInvalid);
    const betFen = yuanToFen(request.body.amount);
    if (betFen === null || betFen <= 0) throw new DomainError(ErrorCode.badRequest, messages.demoVenue.amountInvalid);

    const round = await playDemoRound(app.db, launch, betFen, messages.demoVenue.slotName);
    await extendLaunchTicket(app.db, launch);
    return ok(
      { bet_id: round.betId, reels: round.reels, bet_amount: fenToYuan(round.betFen), payout: fenToYuan(round.payoutFen), balance: fenToYuan(round.balanceFen) },
      roundMessage(round.betFen, round.payoutFen),
    );
  });
}
