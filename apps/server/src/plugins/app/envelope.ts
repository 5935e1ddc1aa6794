import { messages, SUCCESS_CODE, type Envelope } from '@lobby/contract';
import { envelopeOf, orNull, refusalEnvelope } from '@lobby/contract/schemas';

export function ok<T>(data: T, message: string = messages.server.success): Envelope<T> {
  return { code: SUCCESS_CODE, message, data };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, message, data: null };
}

/**
 * The answer schemas of a contract call's route, for every status it answers: the call's data (or a
 * refusal's null) with HTTP 200, which also carries most refusals; refusals only with 4xx and 5xx. The
 * serializer writes only the properties these schemas name, so an answer never carries a column the
 * contract does not name.
 */
export function answerSchemas(data: object) {
  return { 200: envelopeOf(orNull(data)), '4xx': refusalEnvelope(), '5xx': refusalEnvelope() };
}
