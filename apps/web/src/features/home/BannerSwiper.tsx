import { BANNER_AUTOPLAY_MS, type Banner } from '@lobby/contract';
import { Swiper } from 'antd-mobile';
import { usePrefersReducedMotion } from '@/components/usePrefersReducedMotion';
import { BannerImage } from './BannerImage';

interface BannerSwiperProps {
  banners: readonly Banner[];
  className?: string;
}

/** Auto-plays every BANNER_AUTOPLAY_MS (3 s), looping; stands still for a member who asks for less motion. */
export function BannerSwiper({ banners, className }: BannerSwiperProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper className={className} autoplay={!reducedMotion} autoplayInterval={BANNER_AUTOPLAY_MS} loop>
      {banners.map((banner, index) => (
        <Swiper.Item key={`${banner.src}-${index}`}>
          <BannerImage src={banner.src} link={banner.link} index={index} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
