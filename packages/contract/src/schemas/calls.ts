import type { Api, CallKey, RequestOf, ResponseOf } from '../calls.ts';
import type { Schema } from './schema.ts';

/** A call's payload and its answer's `data`, typed against the call so neither can drift. */
export type CallSchemas = {
  readonly [K in CallKey]: {
    readonly request: Schema<RequestOf<Api[K]>>;
    readonly response: Schema<ResponseOf<Api[K]>>;
  };
};
