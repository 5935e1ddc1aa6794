import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ServicePage from '@/features/service/ServicePage';
import { renderAt } from '../../support/render';
import { serveCalls } from '../../support/serve-calls';

describe('ServicePage', () => {
  it('frames the service address', async () => {
    serveCalls({ getservicerurl: { url: 'about:blank#chat' } });
    renderAt('/kefu', <ServicePage />);
    expect((await screen.findByTitle('在线客服窗口')).getAttribute('src')).toBe('about:blank#chat');
  });
});
