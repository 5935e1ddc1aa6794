import { useGamesCatalog } from '@/features/games-catalog/api/get-game-list';
import { labels } from '@/messages';
import { GameTabs } from './GameTabs';
import styles from './HomeGames.module.css';

// GameTabs is part of the home chunk: antd-mobile's Tabs and its animation library come with the shared
// UI chunk every first screen loads anyway (vite.config.ts), so a separate chunk only cost a round trip.

/** The six game tabs (part 1 §2) over the catalog; the stored catalog shows until a fresh one arrives. */
export function HomeGames() {
  const { data: catalog } = useGamesCatalog();
  return (
    <section className={styles.games} aria-label={labels.homePage.games}>
      <GameTabs catalog={catalog} />
    </section>
  );
}
