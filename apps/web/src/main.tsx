import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installErrorPolicy } from './app/error-policy';
import { prefetchLikelyRoutes } from './app/prefetch-routes';
import { installAntdRender } from './lib/antd-render';
import { installDialogFocus } from './lib/dialog-focus';
import './styles/global.css';

installAntdRender();
installErrorPolicy();
prefetchLikelyRoutes();
installDialogFocus();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
