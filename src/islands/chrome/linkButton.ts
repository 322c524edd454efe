import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Props that upgrade a link to a button once its island has hydrated. Before that (or with
 * JavaScript off) the link simply navigates, so a first click is never lost; afterwards it
 * opens something in place. Space activates it too, as its button role promises.
 */
export function linkButton(activate: () => void) {
  return {
    role: 'button' as const,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      event.preventDefault();
      activate();
    },
    onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
      if (event.key !== ' ') return;
      event.preventDefault();
      activate();
    },
  };
}
