import { atom } from 'nanostores';

export type Theme = 'light' | 'dark';

function currentTheme(): Theme {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Light by default; the head script has already applied any stored choice. */
export const $theme = atom<Theme>('light');

export function syncTheme(): void {
  $theme.set(currentTheme());
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem('theme', theme);
    localStorage.setItem('darkMode', String(theme === 'dark'));
  } catch {
    /* storage blocked: the theme lasts for this page */
  }
  $theme.set(theme);
}
