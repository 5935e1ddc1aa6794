import { useGamesCatalog } from '@/features/games-catalog';
import { labels } from '@/messages';
import { GameTabs } from './GameTabs';
import { HomeGameRows } from './HomeGameRows';
import styles from './HomeGames.module.css';

// GameTabs is part of the home chunk, and draws its tabs with CSS alone (components/tabs/TabBar.tsx).

/** The six game tabs (part 1 §2) over the catalog; the stored catalog shows until a fresh one arrives. */
export function HomeGames() {
  const catalog = useGamesCatalog();
  return (
    <>
      <HomeGameRows catalog={catalog.data} />
      <section className={styles.games} aria-label={labels.homePage.games()}>
        <GameTabs catalog={catalog} />
      </section>
    </>
  );
}
