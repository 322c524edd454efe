import type { Plan } from './plans';

/** Tailwind classes per plan colour; contrast checked in both themes. */
export const planTheme: Record<Plan['theme'], { accent: string; badge: string; button: string; ring: string; soft: string }> = {
  blue: {
    accent: 'text-blue-800 dark:text-blue-200',
    badge: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
    button: 'bg-blue-700 text-white hover:bg-blue-800',
    ring: 'border-blue-300 dark:border-blue-700',
    soft: 'bg-blue-50 dark:bg-blue-950',
  },
  purple: {
    accent: 'text-purple-800 dark:text-purple-200',
    badge: 'bg-purple-100 text-purple-900 dark:bg-purple-900 dark:text-purple-100',
    button: 'bg-purple-700 text-white hover:bg-purple-800',
    ring: 'border-purple-300 dark:border-purple-700',
    soft: 'bg-purple-50 dark:bg-purple-950',
  },
  amber: {
    accent: 'text-amber-800 dark:text-amber-200',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    button: 'bg-amber-800 text-white hover:bg-amber-900',
    ring: 'border-amber-400 dark:border-amber-700',
    soft: 'bg-amber-50 dark:bg-amber-950',
  },
};
