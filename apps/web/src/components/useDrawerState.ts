import { useCallback, useState } from 'react';

/**
 * Open/closed state of a drawer whose code loads when it is first opened: `mounted` turns true then
 * and stays true, so the drawer can animate out and keep its state after that.
 */
export function useDrawerState() {
  const [visible, setVisible] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setVisible(true);
  }, []);
  const hide = useCallback(() => setVisible(false), []);
  return { visible, mounted, show, hide };
}
