import type { SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import { routes } from '@/route-table';
import { frameShowsLobby } from './frame-shows-lobby';
import styles from './GamePage.module.css';

/** The framed venue (or agent login, or service); when it sends the frame to the lobby, the whole window goes home. */
export function GameFrame({ src }: { src: string }) {
  const navigate = useNavigate();
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    if (frameShowsLobby(event.currentTarget)) navigate(routes.home.path, { replace: true });
  };
  return <iframe className={styles.frame} src={src} title={labels.gamePage.frame()} allow="fullscreen; autoplay" onLoad={onLoad} />;
}
