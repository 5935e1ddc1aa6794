import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installErrorPolicy } from './app/error-policy';
import { installAntdRender } from './lib/antd-render';
import './styles/global.css';

installAntdRender();
installErrorPolicy();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
