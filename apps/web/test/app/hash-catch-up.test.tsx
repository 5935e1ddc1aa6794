import { render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HashCatchUp } from '@/app/HashCatchUp';

/** Moves the address the way a change during the first render would, after HashRouter has read it. */
function ChangesTheAddressWhileRendering({ to }: { to: string }) {
  if (window.location.hash !== to) window.history.replaceState(null, '', to);
  return null;
}

const pages = (
  <Routes>
    <Route path="/activity" element={<p>activity page</p>} />
    <Route path="/gamePage" element={<p>game page</p>} />
  </Routes>
);

describe('HashCatchUp', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('shows the page of an address that changed before the router listened', async () => {
    window.history.replaceState(null, '', '#/activity');
    render(
      <HashRouter>
        <HashCatchUp />
        <ChangesTheAddressWhileRendering to="#/gamePage?dailiD=1" />
        {pages}
      </HashRouter>,
    );
    expect(await screen.findByText('game page')).toBeTruthy();
    expect(window.location.hash).toBe('#/gamePage?dailiD=1');
  });

  it('leaves the page alone when the address did not change', async () => {
    window.history.replaceState(null, '', '#/activity?type=2');
    const before = window.history.length;
    render(<HashRouter><HashCatchUp />{pages}</HashRouter>);
    expect(await screen.findByText('activity page')).toBeTruthy();
    expect(window.location.hash).toBe('#/activity?type=2');
    expect(window.history.length).toBe(before);
  });
});
