import { isWireAmount, isWireFlag, isWireInteger, isWireText, messages, validateTextLength, type TextLimit } from '@lobby/contract';
import { DomainError, ErrorCode } from '../../domain-error.ts';

/**
 * How a field may look on the wire, named in a route's schema (`wire`, an annotation Ajv ignores) and
 * checked by validation.ts on the raw value, before Ajv's coercion would read '0x10' as 16 or [1] as 1.
 */
export type WireRule =
  | { readonly kind: 'amount' }
  | { readonly kind: 'integer' }
  | { readonly kind: 'flag' }
  | { readonly kind: 'text'; readonly limit: TextLimit };

/** Yuan: a JSON number or digits with at most 2 decimals (the call's rule then judges the amount). Not coerced. */
export const wireAmount = { wire: { kind: 'amount' } } as const;

/**
 * An id, type, page or code bound for an INTEGER column: a JSON number or digits the column holds
 * (2147483648 and 1e20 are refused, never sent to PostgreSQL). Text that is no number at all ('abc')
 * and null are left to the route, which answers them as an unknown id. Not coerced.
 */
export const wireInteger = { wire: { kind: 'integer' } } as const;

/** A 0/1 switch as a number or a digit, checked before the schema's own integer coercion. */
export const wireFlag = { wire: { kind: 'flag' } } as const;

/** Text (or a JSON number, which Ajv turns into its digits) of at most the limit's length. */
export const wireText = (limit: TextLimit) => ({ type: 'string', wire: { kind: 'text', limit } }) as const;

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
      return isWireAmount(value) ? undefined : new DomainError(ErrorCode.badRequest, messages.input.amountFormat);
    case 'integer':
      // null and text that is no number name nothing: the route answers them as it answers an unknown id.
      if (value === null || (typeof value === 'string' && !isNumberLike(value))) return undefined;
      return isWireInteger(value) ? undefined : malformed();
    case 'flag':
      return isWireFlag(value) ? undefined : malformed();
    case 'text': {
      if (!isWireText(value)) return malformed();
      const tooLong = validateTextLength(value, rule.limit);
      return tooLong ? new DomainError(ErrorCode.badRequest, tooLong) : undefined;
    }
  }
}
