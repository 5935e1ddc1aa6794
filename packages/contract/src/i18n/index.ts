/** Languages of the contract's texts (issue 14): the locales, the catalogues' shape and the two ways a language is applied. */
export * from './locales.ts';
export type { MessageCatalogue } from './catalogue.ts';
export { activateMessages, isMessage, zhCNMessages } from './activate-messages.ts';
export { translateMessage } from './translate-message.ts';
export { activateDisplayLocale } from './display-locale.ts';
