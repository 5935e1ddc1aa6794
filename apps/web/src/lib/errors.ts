/** A member call answered HTTP 401: the session is over; handled once, globally (dialog, then /login). */
export class AuthExpiredError extends Error {
  override name = 'AuthExpiredError';
  constructor() {
    super('auth expired');
  }
}

/** The request never got an answer: offline, refused, or the 30 s time-out passed. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** The server answered with a code other than 200; `message` is the server's text, shown as is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server refused the call because the site is in maintenance: the maintenance screen says so, nothing else need. */
export class SiteMaintenanceError extends ApiError {
  override name = 'SiteMaintenanceError';
}
