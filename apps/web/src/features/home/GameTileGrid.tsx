import type { Game } from '@lobby/contract';
import type { ReactNode } from 'react';
import { useOpenGame } from '@/features/game';
import { labels } from '@/messages';
import styles from './GameTileGrid.module.css';
import { useRememberOpened } from './HomeGameRows';

interface GameTileGridProps {
  games: readonly Game[];
  /** A fixed tile before the games (the slots tab's fishing entry). */
  leading?: ReactNode;
}

/** A category's tiles: lazy-loaded picture and name; tapping opens the game. */
export function GameTileGrid({ games, leading }: GameTileGridProps) {
  const openGame = useOpenGame();
  const remember = useRememberOpened();
  if (games.length === 0 && !leading) return <p className={styles.empty}>{labels.homePage.noGames()}</p>;
  return (
    <ul className={styles.grid}>
      {leading && <li>{leading}</li>}
      {games.map((game) => (
        <li key={`${game.platform_name}-${game.game_code}`}>
          <button type="button" className={styles.tile}
            onClick={() => {
              remember(game);
              openGame({ platform: game.platform_name, code: game.game_code });
            }}>
            <img className={styles.picture} src={game.mobile_img} alt="" loading="lazy" fetchPriority="low" decoding="async" />
            <span className={styles.name}>{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
