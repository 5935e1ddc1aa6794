import { unstableSetRender } from 'antd-mobile';
import { render, unmount } from './antd-react19-render';

/**
 * Mounts antd-mobile's Toast through createRoot by its documented hook
 * (mobile.ant.design/guide/v5-for-19): what the tests rely on, as they load antd-mobile from node_modules
 * past the build's alias (aliases.ts). In the build both paths lead to the same renderer.
 */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    render(node, container);
    return () => unmount(container);
  });
}
