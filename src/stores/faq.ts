import { atom } from 'nanostores';

/**
 * Whether the quick-answers panel is open. Two launchers share it: the floating button where the
 * page has a gutter for it (1280 px and up) and the header's "?" below that (global.css, .faq-launcher).
 */
export const $faqOpen = atom<boolean>(false);
