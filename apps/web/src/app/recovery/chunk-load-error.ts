/** A page's code could not be downloaded, even on the second try; `cause` is the last import's error. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}
