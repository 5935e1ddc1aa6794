import { useState, useSyncExternalStore } from 'react';
import { labels } from '@/messages';
import { usePwaStore } from '@/stores/pwa-store';
import styles from './InstallGuide.module.css';

type Platform = 'installed' | 'ios' | 'prompt' | 'other';

const standalone = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
/** iPhone and iPad (which reports itself as a Mac with touch): only Safari's share sheet adds to the home screen. */
const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
const subscribeNothing = () => () => undefined;

/**
 * 添加到主屏幕 (issue 14): the platform's own way to keep the site on the home screen, beside the spec's
 * iOS app download. Android and other Chromium browsers: the browser's install prompt on a tap. iOS: the
 * three taps in Safari, since it has no prompt. Already opened from the home screen: nothing to say.
 */
export function InstallGuide({ compact = false }: { compact?: boolean }) {
  const installPrompt = usePwaStore((state) => state.installPrompt);
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed'>();
  const isStandalone = useSyncExternalStore(subscribeNothing, standalone);
  const platform: Platform = isStandalone || outcome === 'accepted' ? 'installed' : installPrompt ? 'prompt' : isIos() ? 'ios' : 'other';
  if (platform === 'installed') return null;

  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    const choice = await installPrompt.userChoice;
    setOutcome(choice.outcome);
    // A prompt is good for one answer; the browser offers a fresh one later.
    usePwaStore.setState({ installPrompt: undefined });
  };

  return (
    <section className={compact ? styles.compact : styles.guide} aria-labelledby="install-guide-title">
      <h2 id="install-guide-title" className={styles.title}>{labels.install.title()}</h2>
      {platform === 'prompt' && (
        <>
          {!compact && <p className={styles.text}>{labels.install.promptIntro()}</p>}
          <button type="button" className={styles.button} onClick={() => void install()}>{labels.install.promptButton()}</button>
        </>
      )}
      {platform === 'ios' && (
        <ol className={styles.steps}>
          {labels.install.iosSteps.map((step) => <li key={step()}>{step()}</li>)}
        </ol>
      )}
      {platform === 'other' && <p className={styles.text}>{labels.install.browserMenu()}</p>}
    </section>
  );
}
