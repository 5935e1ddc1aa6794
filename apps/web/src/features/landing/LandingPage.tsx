import { BANNER_AUTOPLAY_MS, LANDING_LIVE_PLATFORM } from '@lobby/contract';
import { Swiper } from 'antd-mobile';
import { useOpenGame } from '@/features/game';
import { labels } from '@/messages';
import { LandingHeader } from './components/LandingHeader';
import { landingSlides } from './landing-slides';
import styles from './LandingPage.module.css';

/** /zhanzhu: the sponsorship landing page (part 1 §2). Kept alive. */
export default function LandingPage() {
  const openGame = useOpenGame();
  return (
    <>
      <LandingHeader />
      <section aria-label={labels.landing.carousel}>
        <Swiper autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop>
          {landingSlides.map((src, index) => (
            <Swiper.Item key={src}>
              <img className={styles.slide} src={src} alt={`${labels.landing.slide}${index + 1}`} />
            </Swiper.Item>
          ))}
        </Swiper>
      </section>
      <button type="button" className={styles.live} onClick={() => openGame({ platform: LANDING_LIVE_PLATFORM, code: '' })}>
        {labels.landing.liveCasino}
        <span className={styles.enter}>{labels.landing.liveCasinoEnter}</span>
      </button>
    </>
  );
}
