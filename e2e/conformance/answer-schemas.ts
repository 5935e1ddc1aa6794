/**
 * ajv validators of the envelope around each call's `data`, from the contract's schemas, at two
 * levels: `spec` (only what the spec promises: Lobby's additions may be missing) and `lobby` (the
 * spec plus the additions, as the reference server answers).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { allCalls, SUCCESS_CODE, type CallKey } from '@lobby/contract';
import { callSchemas, lobbyLevel, specLevel } from '@lobby/contract/schemas';

export type ConformanceLevel = 'spec' | 'lobby';
export const CONFORMANCE_LEVELS: readonly ConformanceLevel[] = ['spec', 'lobby'];

const ajv = new Ajv2020({ allErrors: false, strict: false });

const envelope = (data: object, code: object = { type: 'integer' }) => ({
  type: 'object',
  properties: { code, message: { type: 'string' }, data },
  required: ['code', 'message', 'data'],
});

const validatorsOf = (schemaOf: (key: CallKey) => object) =>
  Object.fromEntries(allCalls.map(([key]) => [key, ajv.compile(envelope(schemaOf(key)))])) as Record<CallKey, ValidateFunction>;

const successValidators: Record<ConformanceLevel, Record<CallKey, ValidateFunction>> = {
  spec: validatorsOf((key) => specLevel(callSchemas[key].response)),
  lobby: validatorsOf((key) => lobbyLevel(callSchemas[key].response)),
};

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
  /** At `lobby`, an answer the spec accepts but that lacks an addition names the missing extension. */
  success: (key: CallKey, body: unknown, level: ConformanceLevel) => {
    const specError = firstError(successValidators.spec[key], body);
    if (specError || level === 'spec') return specError;
    const lobbyError = firstError(successValidators.lobby[key], body);
    return lobbyError && `Lobby extension missing: ${lobbyError}`;
  },
  refusal: (body: unknown) => firstError(refusalValidator, body),
  envelope: (body: unknown) => firstError(anyEnvelopeValidator, body),
};
