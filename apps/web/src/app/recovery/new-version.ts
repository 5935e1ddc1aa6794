/**
 * Whether a failed page download is the sign of a redeploy: the build names its files by content hash,
 * so a new version removes the old chunks (the failed chunk now answers 404) and the page's own
 * index.html names other entry files than the ones this page runs. A network failure is neither: asking
 * fails too, and the answer is false.
 */
export async function newVersionDeployed(error: unknown): Promise<boolean> {
  const chunk = chunkUrlOf(error);
  if (chunk && (await statusOf(chunk)) === 404) return true;
  return entryChanged();
}

/**
 * The file the failure names: Chromium, Firefox and Safari name the module in the import's message
 * (an absolute address); Vite's CSS preload names the stylesheet by its path ("Unable to preload CSS for
 * /assets/x.css").
 */
function chunkUrlOf(error: unknown): string | undefined {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  const named = /(?:https?:\/\/|\/)[^\s'"]+\.(?:js|css)/.exec(text)?.[0];
  return named ? new URL(named, window.location.href).href : undefined;
}

async function statusOf(url: string): Promise<number | undefined> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return undefined;
  }
}

/** The scripts a document starts (entry and route-preload), as absolute addresses. */
function scriptsOf(doc: Document, base: string): string {
  return [...doc.querySelectorAll('script[src]')]
    .map((script) => new URL(script.getAttribute('src')!, base).href)
    .sort()
    .join(' ');
}

async function entryChanged(): Promise<boolean> {
  const page = window.location.href.split('#')[0]!;
  try {
    const response = await fetch(page, { cache: 'no-store' });
    if (!response.ok) return false;
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
    const served = scriptsOf(fresh, page);
    return served !== '' && served !== scriptsOf(document, page);
  } catch {
    return false;
  }
}
