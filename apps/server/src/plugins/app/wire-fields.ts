import { isWireAmount, isWireFlag, isWireInteger, isWireText, messages, validateTextLength, type TextLimit } from '@lobby/contract';
import { DomainError, ErrorCode } from '../../domain-error.ts';

/**
 * How a field may look on the wire, named in a route's schema (`wire`, an annotation Ajv ignores) and
 * checked by validation.ts on the raw value, before Ajv's coercion would read '0x10' as 16 or [1] as 1.
 */
export type WireRule =
  | { readonly kind: 'amount'; readonly message?: string }
  | { readonly kind: 'integer'; readonly strict?: boolean }
  | { readonly kind: 'flag' }
  | { readonly kind: 'text'; readonly limit: TextLimit; readonly anyShape?: boolean };

/** Yuan: a JSON number or plain decimal digits (the call's rule then judges the amount). Not coerced. */
export const wireAmount = { wire: { kind: 'amount' } } as const;

/** The same, refused with the call's own message. */
export const wireAmountWith = (message: string) => ({ wire: { kind: 'amount', message } }) as const;

/**
 * An id, type, page or code bound for an INTEGER column: a JSON number or digits the column holds
 * (2147483648 and 1e20 are refused, never sent to PostgreSQL). Text that is no number at all ('abc')
 * is left to the route, which answers it as an unknown id. Not coerced.
 */
export const wireInteger = { wire: { kind: 'integer' } } as const;

/** The same, but anything that is not a number the column holds is malformed (the back office's path ids). */
export const wireId = { wire: { kind: 'integer', strict: true } } as const;

/** A 0/1 switch as a number or a digit, checked before the schema's own integer coercion. */
export const wireFlag = { wire: { kind: 'flag' } } as const;

/** Text (or a JSON number, which Ajv turns into its digits) of at most the limit's length; never an array. */
export const wireText = (limit: TextLimit) => ({ type: 'string', wire: { kind: 'text', limit } }) as const;

/** Only the length of text is bounded; any other shape is left to the route's own refusal (back-office HTML). */
export const wireLength = (limit: TextLimit) => ({ wire: { kind: 'text', limit, anyShape: true } }) as const;

const malformed = () => new DomainError(ErrorCode.badRequest, messages.server.badRequest, 400);

const isNumberLike = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value));

/**
 * The refusal of a field's raw value, or undefined when it may go on to the schema. Malformed values
 * are HTTP 400 like any schema mismatch; an amount spelt wrong or a text too long is the member's
 * mistake, answered HTTP 200 with the message, as the call's own rules answer.
 */
export function wireRefusal(rule: WireRule, value: unknown): DomainError | undefined {
  if (value === undefined) return undefined;
  switch (rule.kind) {
    case 'amount':
      return isWireAmount(value) ? undefined : new DomainError(ErrorCode.badRequest, rule.message ?? messages.input.amountFormat);
    case 'integer':
      // Text that is no number names nothing: the route answers it as it answers an unknown id.
      if (!rule.strict && typeof value === 'string' && !isNumberLike(value)) return undefined;
      return isWireInteger(value) ? undefined : malformed();
    case 'flag':
      return isWireFlag(value) ? undefined : malformed();
    case 'text': {
      // null is the schema's business: refused where it names no null (validation.ts), kept where it does.
      if (value === null) return undefined;
      if (!rule.anyShape && !isWireText(value)) return malformed();
      const tooLong = validateTextLength(value, rule.limit);
      return tooLong ? new DomainError(ErrorCode.badRequest, tooLong) : undefined;
    }
  }
}
