import { BANNER_AUTOPLAY_MS } from '@lobby/contract';
import { Children, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/components/usePrefersReducedMotion';
import { nextSlide } from './next-slide';
import styles from './Carousel.module.css';

interface CarouselProps {
  /** One child per slide, each filling the carousel's box; the first one's picture is the one to load first. */
  children: ReactNode;
  /** The box's size and corners (the slides take its width). */
  className?: string;
}

/**
 * The app's carousel (home banners, /zhanzhu, /security): the browser's own scrolling with scroll snapping,
 * so a swipe follows the finger at the compositor's pace and the first slide is a plain picture from the
 * first paint, with no gesture or animation library to download and run.
 * - Every BANNER_AUTOPLAY_MS (3 s, part 1 §2) it scrolls to the next slide and, after the last, back to the
 *   first: no cloned slides, so a screen reader and a test find each picture once.
 * - A finger on it or a mouse over it holds it; for a member who asked the phone for less motion it stands
 *   still and moves only by a swipe.
 * - The dots under the pictures show where the member is; drawn, not buttons, since a swipe is how a phone
 *   moves a carousel.
 * - The slides after the first are drawn once the first one's picture has loaded (or failed): the first is
 *   the screen's main picture, and the others, a whole carousel's worth of downloads, must not slow it down.
 */
export function Carousel({ children, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [restShown, setRestShown] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;

  // Which slide is in view, from the slides themselves: no scroll handler reading the layout.
  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.slide));
      }
    }, { root: element, threshold: 0.6 });
    for (const slide of element.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2 || reducedMotion || held) return;
    const timer = window.setInterval(() => {
      // Not while the app is in the background. (A page hidden under another route by <Activity> has no
      // effects running, so no timer either.)
      if (document.visibilityState !== 'visible') return;
      element.scrollTo({ left: nextSlide(current, count) * element.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [current, count, reducedMotion, held]);

  const showRest = () => setRestShown(true);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  // A mouse over the carousel holds it too; not a finger, whose tap a phone also reports as a mouse entering.
  const byMouse = (action: () => void) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') action();
  };
  return (
    <div className={`${styles.carousel} ${className ?? ''}`}>
      {/* Focusable, so that a keyboard scrolls it with the arrow keys even where no slide is a link. */}
      <div ref={track} className={styles.track} tabIndex={0}
        onTouchStart={hold} onTouchEnd={release} onTouchCancel={release} onPointerEnter={byMouse(hold)} onPointerLeave={byMouse(release)}>
        {/* The first picture's load or error reaches its slide through React's tree. */}
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} data-slide={index}
            onLoad={index === 0 ? showRest : undefined} onError={index === 0 ? showRest : undefined}>
            {(index === 0 || restShown) && slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((_, index) => <span key={index} className={index === current ? styles.dotCurrent : styles.dot} />)}
        </div>
      )}
    </div>
  );
}
