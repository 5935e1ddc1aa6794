import { GAME_TAB_CATEGORIES, type Game } from '@lobby/contract';
import { useState } from 'react';
import { useOpenGame } from '@/features/game';
import type { GameCatalog } from '@/features/games-catalog';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import styles from './HomeGameRows.module.css';
import { hotGames, readRecentGames, rememberRecentGame } from './recent-games';

type RowGame = Pick<Game, 'platform_name' | 'game_code' | 'name' | 'mobile_img'>;

function GameRow({ title, games, onOpen }: { title: string; games: readonly RowGame[]; onOpen: (game: RowGame) => void }) {
  return (
    <section className={styles.row} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.strip}>
        {games.map((game) => (
          <li key={`${game.platform_name}-${game.game_code}`}>
            <button type="button" className={styles.tile} onClick={() => onOpen(game)}>
              <img className={styles.picture} src={game.mobile_img} alt="" loading="lazy" fetchPriority="low" decoding="async" width={64} height={64} />
              <span className={styles.name}>{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Two rows over the game tabs (issue 13): 最近玩过 (a member's own, once they have played) and 热门游戏,
 * each a strip of small tiles that scrolls sideways. Opening a game from either, or from the grid, is what
 * 最近玩过 remembers (`remember`).
 */
export function HomeGameRows({ catalog }: { catalog: GameCatalog | undefined }) {
  const loggedIn = useIsLoggedIn();
  const openGame = useOpenGame();
  // Read at each render (home is kept alive: it shows again after a game without mounting anew).
  const [, setOpened] = useState(0);
  const recent = readRecentGames();
  const open = (game: RowGame) => {
    if (loggedIn) rememberRecentGame(game);
    setOpened((count) => count + 1);
    openGame({ platform: game.platform_name, code: game.game_code });
  };
  const hot = catalog ? hotGames(catalog, GAME_TAB_CATEGORIES.map(({ category }) => category)) : [];
  return (
    <>
      {loggedIn && recent.length > 0 && <GameRow title={labels.homePage.recent()} games={recent} onOpen={open} />}
      {hot.length > 0 && <GameRow title={labels.homePage.hot()} games={hot} onOpen={open} />}
    </>
  );
}

/** Remembers a game opened from the grid, so 最近玩过 shows it next time home renders. */
export function useRememberOpened(): (game: RowGame) => void {
  const loggedIn = useIsLoggedIn();
  return (game) => {
    if (loggedIn) rememberRecentGame(game);
  };
}
