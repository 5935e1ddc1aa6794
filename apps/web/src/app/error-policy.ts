import { messages } from '@/messages';
import { endSession } from '@/lib/session/end-session';
import { ApiError, AuthExpiredError, SiteMaintenanceError } from '@/lib/errors';
import { setGlobalErrorHandler } from '@/lib/query-client';

/**
 * The spec's error policy for every query and mutation (part 1 §8, part 2 §8):
 * a 401 ends the session; a non-200 answer shows the server's message as an error toast, unless the
 * call is marked silent; a network failure is silent (screens that name it handle it themselves).
 */
export function installErrorPolicy(): void {
  setGlobalErrorHandler((error, meta) => {
    if (error instanceof AuthExpiredError) {
      void endSession(messages.auth.expiredBody, messages.auth.expiredTitle);
      return;
    }
    // The maintenance screen replaces every page at once; a toast would only repeat its text.
    if (meta?.silent || error instanceof SiteMaintenanceError) return;
    if (error instanceof ApiError) void import('@/lib/feedback').then(({ showErrorToast }) => showErrorToast(error.message));
  });
}
