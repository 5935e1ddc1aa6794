import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 mounts Toast through rc-util's `React/render`, React 18's legacy render API,
 * which React 19 removed. The build resolves that module to this one (aliases.ts), so the legacy renderer
 * and its helpers (about 3 KB gzip) stay out of the first screen's entry. It imports nothing from
 * antd-mobile: antd-mobile imports it. install-antd-render.ts sets the same through the documented hook.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  // Unmounting synchronously while React is rendering warns; wait for the current task to end.
  await new Promise((resolve) => setTimeout(resolve, 0));
  roots.get(container)?.unmount();
  roots.delete(container);
}
