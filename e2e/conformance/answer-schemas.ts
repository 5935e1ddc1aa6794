/** ajv validators of the envelope around each call's `data`, from the contract's schemas. */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { allCalls, SUCCESS_CODE, type CallKey } from '@lobby/contract';
import { callSchemas } from '@lobby/contract/schemas';

const ajv = new Ajv2020({ allErrors: false, strict: false });

const envelope = (data: object, code: object = { type: 'integer' }) => ({
  type: 'object',
  properties: { code, message: { type: 'string' }, data },
  required: ['code', 'message', 'data'],
});

const successValidators = Object.fromEntries(
  allCalls.map(([key]) => [key, ajv.compile(envelope(callSchemas[key].response))]),
) as Record<CallKey, ValidateFunction>;

/** A refusal: any code but 200, any data. */
const refusalValidator = ajv.compile(envelope({}, { type: 'integer', not: { const: SUCCESS_CODE } }));
const anyEnvelopeValidator = ajv.compile(envelope({}));

/** The first schema error as one line, or undefined when the body conforms. */
function firstError(validate: ValidateFunction, body: unknown): string | undefined {
  if (validate(body)) return undefined;
  const [error] = validate.errors ?? [];
  return `${error?.instancePath || '(body)'} ${error?.message ?? 'does not match'}`;
}

export const answerErrors = {
  success: (key: CallKey, body: unknown) => firstError(successValidators[key], body),
  refusal: (body: unknown) => firstError(refusalValidator, body),
  envelope: (body: unknown) => firstError(anyEnvelopeValidator, body),
};
