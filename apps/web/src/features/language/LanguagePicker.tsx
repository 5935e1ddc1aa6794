import { LOCALE_NAMES, type Locale } from '@lobby/contract/i18n';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import { chooseLocale } from '@/i18n/locale';
import { pageBrand } from '@/lib/brand';
import { showErrorToast } from '@/lib/feedback';
import { labels, messages } from '@/messages';
import { useLocaleStore } from '@/stores/locale-store';
import styles from './LanguagePicker.module.css';

interface LanguagePickerProps {
  /** The languages to offer: the brand's by default. */
  offered?: readonly Locale[];
  className?: string;
}

/**
 * The language switch of the drawer and /setting: one button per language the brand offers, each in its
 * own name; the chosen one is pressed. The app redraws in the new language at once and remembers it.
 */
export function LanguagePicker({ offered = pageBrand().locales, className }: LanguagePickerProps) {
  const current = useLocaleStore((state) => state.locale);
  if (offered.length < 2) return null;
  const choose = (locale: Locale) => {
    if (locale === current) return;
    // The language's texts come as one small download: without a connection it cannot switch yet.
    chooseLocale(locale).catch(() => showErrorToast(messages.common.networkError));
  };
  return (
    <section className={`${styles.picker} ${className ?? ''}`} aria-labelledby="language-picker-title">
      <h2 id="language-picker-title" className={styles.title}>{labels.language.title()}</h2>
      <ChoiceChips labelledBy="language-picker-title" className={styles.options} value={current} onChange={choose}
        options={offered.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))} />
    </section>
  );
}
