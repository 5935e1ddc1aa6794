import { BANNER_AUTOPLAY_MS } from '@lobby/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/components/carousel/Carousel';
import { nextSlide } from '@/components/carousel/next-slide';

const WIDTH = 390;

/** The IntersectionObserver the carousel made, to report a slide in view as a swipe would. */
let reportInView: (slide: number) => void;

class FakeIntersectionObserver {
  private readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    reportInView = (slide) => act(() => callback(this.targets.map((target, index) => ({ target, isIntersecting: index === slide }) as IntersectionObserverEntry), this as never));
  }
  observe(target: Element) { this.targets.push(target); }
  disconnect() { this.targets.length = 0; }
}

function renderCarousel(count = 3) {
  render(
    <Carousel>
      {Array.from({ length: count }, (_, index) => <img key={index} src={`/b${index}.webp`} alt={`活动轮播 ${index + 1}`} />)}
    </Carousel>,
  );
  const track = screen.getAllByRole('img')[0]!.parentElement!.parentElement!;
  fireEvent.load(screen.getAllByRole('img')[0]!);
  Object.defineProperty(track, 'clientWidth', { value: WIDTH });
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo as never;
  return { track, scrollTo, dots: () => [...document.querySelectorAll('[aria-hidden="true"] > span')].map((dot) => dot.className) };
}

const scrolledTo = (scrollTo: ReturnType<typeof vi.fn>) => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left);

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('after the last slide, autoplay goes back to the first', () => {
    expect([0, 1, 2].map((current) => nextSlide(current, 3))).toEqual([1, 2, 0]);
    expect(nextSlide(0, 1)).toBe(0);
  });

  it('draws the other slides once the first picture has loaded or failed, not before', () => {
    const slides = (alt: string) => (
      <Carousel>
        {[1, 2, 3].map((index) => <img key={index} src={`/b${index}.webp`} alt={`${alt} ${index}`} />)}
      </Carousel>
    );
    const { unmount } = render(slides('活动轮播'));
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['活动轮播 1']);
    expect(document.querySelectorAll('[data-slide]')).toHaveLength(3);
    fireEvent.load(screen.getByRole('img'));
    expect(screen.getAllByRole('img')).toHaveLength(3);
    unmount();
    render(slides('安全中心轮播'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('shows every slide once, each picture a slide of its own, with a dot per slide and the first one current', () => {
    const { dots } = renderCarousel();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['活动轮播 1', '活动轮播 2', '活动轮播 3']);
    const current = dots().map((name) => /dotCurrent/.test(name));
    expect(current).toEqual([true, false, false]);
  });

  it('scrolls to the next slide every 3 s, smoothly, and from the last back to the first', () => {
    const { scrollTo } = renderCarousel();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrolledTo(scrollTo)).toEqual([WIDTH]);
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ behavior: 'smooth' });
    reportInView(1);
    reportInView(2);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo(scrollTo)).toEqual([WIDTH, 0]);
  });

  it('moves its current dot with the slide in view (a swipe)', () => {
    const { dots } = renderCarousel();
    reportInView(2);
    expect(dots().map((name) => /dotCurrent/.test(name))).toEqual([false, false, true]);
  });

  it('holds while a finger is on it and goes on 3 s after it lifts', () => {
    const { track, scrollTo } = renderCarousel();
    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(track);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo(scrollTo)).toEqual([WIDTH]);
  });

  it('holds under a mouse, but not after a tap (which a phone also reports as a pointer entering)', () => {
    const { track, scrollTo } = renderCarousel();
    fireEvent.pointerEnter(track, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo(scrollTo)).toEqual([WIDTH]);
    fireEvent.pointerEnter(track, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(scrolledTo(scrollTo)).toEqual([WIDTH]);
    fireEvent.pointerLeave(track, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('stands still for a member who asked for less motion', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList);
    const { scrollTo } = renderCarousel();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('has no dots and does not move with a single slide', () => {
    const { scrollTo, dots } = renderCarousel(1);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(dots()).toEqual([]);
  });

  it('can be scrolled from the keyboard: the track is in the tab order', () => {
    const { track } = renderCarousel();
    expect(track.tabIndex).toBe(0);
  });
});
