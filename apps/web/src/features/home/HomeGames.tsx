import { lazy, Suspense } from 'react';
import { useGamesCatalog } from '@/features/games-catalog/api/get-game-list';
import { labels } from '@/messages';
import styles from './HomeGames.module.css';

// The tab strip's animation library loads alongside the game list, after the first paint.
const GameTabs = lazy(() => import('./GameTabs').then((module) => ({ default: module.GameTabs })));

/** The six game tabs (part 1 §2) over the catalog; the stored catalog shows until a fresh one arrives. */
export function HomeGames() {
  const { data: catalog } = useGamesCatalog();
  return (
    <section className={styles.games} aria-label={labels.homePage.games}>
      <Suspense fallback={null}>
        <GameTabs catalog={catalog} />
      </Suspense>
    </section>
  );
}
