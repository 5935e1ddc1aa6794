import { useState } from 'react';
import { BalanceDrawer } from '@/features/balance/BalanceDrawer';
import { HomeDrawer } from './HomeDrawer';
import { HomeTopBar } from './HomeTopBar';

/** / : the home page (part 1 §2). Kept alive by the main layout. */
export default function HomePage() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [balanceOpen, setBalanceOpen] = useState(false);
  return (
    <>
      <HomeTopBar onOpenMenu={() => setMenuOpen(true)} onOpenBalance={() => setBalanceOpen(true)} />
      <HomeDrawer visible={menuOpen} onClose={() => setMenuOpen(false)} />
      <BalanceDrawer visible={balanceOpen} onClose={() => setBalanceOpen(false)} />
    </>
  );
}
