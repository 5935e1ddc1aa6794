/**
 * Envelope codes of refusals. CONTRACT-GAP: the spec leaves every code but 200 open ("not shown") and the
 * contract names only SUCCESS_CODE; these mirror the HTTP meanings so logs read naturally.
 */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  /** Ours: the database cannot be reached now (any call), or a Lobby addition (the balance push) cannot serve now. */
  unavailable: 503,
} as const;

/**
 * A refusal the member should read: answered as the envelope `{ code, message, data: null }`.
 * HTTP status stays 200 unless set, because operators' clients read `code`, not the status line.
 */
export class DomainError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: number, message: string, httpStatus = 200) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}
