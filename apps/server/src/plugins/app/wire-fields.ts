import { columnId, isWireAmount, isWireFlag, isWireInteger, isWireText, messages, validateTextLength } from '@lobby/contract';
import type { WireForm } from '@lobby/contract/schemas';
import { DomainError, ErrorCode } from '../../domain-error.ts';

const malformed = () => new DomainError(ErrorCode.badRequest, messages.server.badRequest, 400);

const isNumberLike = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value));

/**
 * The refusal of a field's raw value by its wire form (the contract's `x-lobby-wire`, wire-forms.ts),
 * or undefined when it may go on to the schema. Malformed values are HTTP 400 like any schema mismatch;
 * an amount spelt wrong or a text too long is the member's mistake, answered HTTP 200 with the message,
 * as the call's own rules answer.
 */
export function wireRefusal(form: WireForm, value: unknown): DomainError | undefined {
  if (value === undefined) return undefined;
  switch (form.kind) {
    case 'amount':
      return isWireAmount(value) ? undefined : new DomainError(ErrorCode.badRequest, form.message ?? messages.input.amountFormat);
    case 'integer':
      // Text that is no number names nothing: the route answers it as it answers an unknown id.
      if (!form.strict && typeof value === 'string' && !isNumberLike(value)) return undefined;
      return isWireInteger(value) ? undefined : malformed();
    case 'flag':
      return isWireFlag(value) ? undefined : malformed();
    case 'page':
      // Digits, never a coerced spelling: Ajv's integer coercion would let 'Infinity' through.
      return columnId(value) === undefined ? malformed() : undefined;
    case 'text': {
      // null is the schema's business: refused where it names no null (validation.ts), kept where it does.
      if (value === null) return undefined;
      if (!form.anyShape && !isWireText(value)) return malformed();
      const tooLong = validateTextLength(value, form.limit);
      return tooLong ? new DomainError(ErrorCode.badRequest, tooLong) : undefined;
    }
  }
}
