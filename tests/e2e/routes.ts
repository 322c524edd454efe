/** Every public route: the marketing and legal pages, plus the legal index, resources and sign-in. */
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
