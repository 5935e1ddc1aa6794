/** Cache-Control directives that forbid keeping an answer, whatever its path. */
const FORBIDDING = new Set(['no-store', 'private']);

function forbidsStoring(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  return cacheControl.split(',').some((directive) => FORBIDDING.has(directive.split('=')[0]!.trim().toLowerCase()));
}

/**
 * The `cacheWillUpdate` of every runtime cache of the worker: an answer the server marked no-store or
 * private (a sandbox payment page, a venue page, anything about one member) never lands in a cache.
 * A strategy given a cacheWillUpdate drops Workbox's default one, which stores only 200s, so this keeps
 * that rule too; an opaque answer (status 0) is refused since its headers cannot be read.
 */
export const neverStorePrivate = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> =>
    response.status === 200 && !forbidsStoring(response.headers.get('cache-control')) ? response : null,
};
