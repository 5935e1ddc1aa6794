import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Host = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * antd-mobile 5 mounts Toast and Dialog with React 18's legacy render API, which React 19 removed.
 * Its documented hook (mobile.ant.design/guide/v5-for-19) lets them mount through createRoot instead.
 */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const host = container as Host;
    host._reactRoot ??= createRoot(container);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      // Unmounting synchronously while React is rendering warns; wait for the current task to end.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
