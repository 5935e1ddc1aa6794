import { LANDING_LIVE_PLATFORM } from '@lobby/contract';
import { Link } from 'react-router';
import { Carousel } from '@/components/carousel/Carousel';
import { useOpenGame } from '@/features/game';
import { labels } from '@/messages';
import { href } from '@/route-table';
import { LandingHeader } from './components/LandingHeader';
import { landingSlides, landingVenues, liveEntryPicture } from './landing-slides';
import styles from './LandingPage.module.css';

/** /zhanzhu: the sponsorship landing page (part 1 §2). Kept alive. */
export default function LandingPage() {
  const openGame = useOpenGame();
  return (
    <>
      <LandingHeader />
      <section aria-label={labels.landing.carousel()}>
        <Carousel>
          {landingSlides.map((src, index) => (
            <img key={src} className={styles.slide} src={src} alt={`${labels.landing.slide()}${index + 1}`} />
          ))}
        </Carousel>
      </section>
      <button type="button" className={styles.live} onClick={() => openGame({ platform: LANDING_LIVE_PLATFORM, code: '' })}>
        <img className={styles.liveArt} src={liveEntryPicture} alt="" />
        <span className={styles.liveName}>{labels.landing.liveCasino()}</span>
        <span className={styles.enter}>{labels.landing.liveCasinoEnter()}</span>
      </button>
      <section className={styles.venues} aria-labelledby="landing-venues">
        <h2 id="landing-venues" className={styles.heading}>{labels.landing.venues()}</h2>
        <ul className={styles.grid}>
          {landingVenues.map((venue) => {
            const art = <img className={styles.venueArt} src={venue.src} alt={labels.landing.venue[venue.key]()} loading="lazy" />;
            return (
              <li key={venue.key}>
                {'platform' in venue ? (
                  <button type="button" className={styles.venue} onClick={() => openGame({ platform: venue.platform, code: '' })}>{art}</button>
                ) : (
                  <Link className={styles.venue} to={href('concise', { gamecode: venue.gamecode })}>{art}</Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
