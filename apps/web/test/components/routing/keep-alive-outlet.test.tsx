import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from '@/components/routing/KeepAliveOutlet';
import { renderAt } from '../../support/render';

function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button onClick={() => setCount(count + 1)}>count {count}</button>
      <Link to="/other">leave</Link>
    </div>
  );
}

describe('KeepAliveOutlet', () => {
  it('keeps a page state when it is left and entered again', async () => {
    renderAt(
      '/',
      <>
        <KeepAliveOutlet pages={{ '/': CounterPage }} />
        <Routes>
          <Route path="/" element={null} />
          <Route path="/other" element={<Link to="/">back home</Link>} />
        </Routes>
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'count 0' }));
    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(screen.queryByRole('button', { name: 'count 1' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'back home' }));
    expect(await screen.findByRole('button', { name: 'count 1' })).toBeTruthy();
  });
});
