import type { Locale } from '@lobby/contract/i18n';
import { create } from 'zustand';

interface LocaleState {
  /** The language the app is drawn in (i18n/locale.ts applies it before it lands here). */
  locale: Locale;
}

export const useLocaleStore = create<LocaleState>()(() => ({ locale: 'zh-CN' }));
