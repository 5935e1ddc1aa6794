import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GameListPage from '@/features/game/GameListPage';
import { renderAt } from '../../support/render';
import { networkFailure, serveCalls, type ServedCalls } from '../../support/serve-calls';

const tile = (name: string) => ({ gamename: name, gamepic: `/${name}.png`, catecode: 'fg', gamecode: name });
const requestedCodes = ({ calls }: ServedCalls) => calls.gamelistBycode.map((payload) => payload.gamecode);

describe('GameListPage', () => {
  it('shows the default provider obgdy with lazy pictures, then fetches each tab once', async () => {
    const server = serveCalls({ gamelistBycode: ({ payload }) => [tile(`${payload.gamecode}-1`)] });
    renderAt('/concise', <GameListPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: 'obgdy-1' });
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();

    fireEvent.click(screen.getByText('PP电子'));
    await screen.findByRole('button', { name: 'pp-1' });
    expect(screen.getByTestId('location').textContent).toBe('/concise?gamecode=pp');
    fireEvent.click(screen.getByText('OB捕鱼'));
    await screen.findByRole('button', { name: 'obgdy-1' });
    expect(requestedCodes(server)).toEqual(['obgdy', 'pp']);
  });

  it('opens the provider named in the query', async () => {
    const server = serveCalls({ gamelistBycode: [tile('fish')] });
    renderAt('/concise?gamecode=fgfish', <GameListPage />);
    await screen.findByRole('button', { name: 'fish' });
    expect(requestedCodes(server)).toEqual(['fgfish']);
  });

  it('asks a visitor to log in when a tile is tapped', async () => {
    serveCalls({ gamelistBycode: [tile('fish')] });
    renderAt('/concise', <GameListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'fish' }));
    expect(await screen.findByText('请登录！')).toBeTruthy();
  });

  it('hides the indicator and keeps the list empty when the network fails', async () => {
    serveCalls({ gamelistBycode: networkFailure });
    renderAt('/concise', <GameListPage />);
    await waitFor(() => expect(screen.queryByRole('status', { name: '加载中' })).toBeNull());
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
