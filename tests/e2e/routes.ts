/** Every public route of the spec's route table plus the pages decisions.md adds. */
export const PUBLIC_ROUTES = [
  '/',
  '/subscribe',
  '/checkout',
  '/subscription-success',
  '/pivotmatch',
  '/refer',
  '/about',
  '/contact',
  '/toolkits',
  '/faq',
  '/privacy',
  '/terms',
  '/legal',
  '/resources',
  '/resources/resume',
  '/login',
] as const;
