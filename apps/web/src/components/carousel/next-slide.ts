/** The slide autoplay shows after `current` of `count`: the next one, and after the last the first again. */
export function nextSlide(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}
