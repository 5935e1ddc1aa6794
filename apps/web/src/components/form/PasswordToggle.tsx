import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { labels } from '@/messages';
import styles from './PasswordToggle.module.css';

interface PasswordToggleProps {
  visible: boolean;
  onToggle: () => void;
}

/** The show/hide button of a password field. */
export function PasswordToggle({ visible, onToggle }: PasswordToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={visible ? labels.auth.hidePassword() : labels.auth.showPassword()}
      aria-pressed={visible}
      onClick={onToggle}
    >
      {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
    </button>
  );
}
