import { messages } from '@lobby/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/errors';
import { reportLostAnswer } from '@/lib/lost-answer';

describe('a money submission whose answer never came', () => {
  it('says the time-out, so the member knows to send it again', async () => {
    reportLostAnswer(new NetworkError('aborted', true));
    expect(await screen.findByText(messages.common.networkTimeout)).toBeTruthy();
  });

  it('says a lost connection', async () => {
    reportLostAnswer(new NetworkError('Failed to fetch'));
    expect(await screen.findByText(messages.common.networkError)).toBeTruthy();
  });
});
