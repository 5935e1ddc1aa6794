import type { Api, CallKey, RequestOf, ResponseOf } from '../calls.ts';
import type { Schema } from './schema.ts';

/**
 * A call's payload and its answer's `data`, typed against the call so neither can drift, and the
 * `:name` segments of its path where it has any.
 */
export type CallSchemas = {
  readonly [K in CallKey]: {
    readonly request: Schema<RequestOf<Api[K]>>;
    readonly response: Schema<ResponseOf<Api[K]>>;
    // `any`: a schema's type is invariant, and the contract types no call's path segments.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as said above
    readonly params?: Schema<any>;
  };
};
