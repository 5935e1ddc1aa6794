import { labels } from '@/messages';
import styles from './CaptchaImage.module.css';

interface CaptchaImageProps {
  src: string;
  onChange: () => void;
}

/** The captcha picture; tapping it shows another one. Its accessible name is the image's alt text. */
export function CaptchaImage({ src, onChange }: CaptchaImageProps) {
  return (
    <button type="button" className={styles.button} title={labels.auth.captchaChange()} onClick={onChange}>
      <img className={styles.image} src={src} alt={labels.auth.captchaImage()} width={80} height={32} />
    </button>
  );
}
