import type { GameTile } from '@lobby/contract';
import styles from './GameTileGrid.module.css';

interface GameTileGridProps {
  tiles: readonly GameTile[];
  onOpen: (tile: GameTile) => void;
}

/** A provider's games; pictures load only as they scroll into view. */
export function GameTileGrid({ tiles, onOpen }: GameTileGridProps) {
  return (
    <div className={styles.grid}>
      {tiles.map((tile) => (
        <button key={`${tile.catecode}-${tile.gamecode}`} type="button" className={styles.tile} onClick={() => onOpen(tile)}>
          <img className={styles.picture} src={tile.gamepic} alt="" loading="lazy" />
          <span className={styles.name}>{tile.gamename}</span>
        </button>
      ))}
    </div>
  );
}
