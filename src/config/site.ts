/**
 * The one place the product's name and contacts live, so the site names one brand and one legal entity.
 * Pages, islands, e-mails and legal text all read from here.
 */
export const site = {
  brand: 'CareerPivot',
  tagline: 'The way we work is changing. Change with it.',
  legalEntity: 'CareerPivot, Inc.',
  supportEmail: 'support@careerpivot.example',
  legalEmail: 'legal@careerpivot.example',
  privacyEmail: 'privacy@careerpivot.example',
  postalAddress: '100 Example Avenue, Suite 200, Tampa, FL 33602, USA',
  bookingUrl: 'https://cal.example.com/careerpivot/intro-call',
  governingState: 'Florida',
  arbitrationCity: 'Tampa, Florida',
  /** Analytics beacon loaded only after analytics consent. */
  analyticsScriptUrl: '/analytics.js',
} as const;

export type Site = typeof site;
