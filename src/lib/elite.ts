import { answer, defineRoute } from './route';

/** GET /api/elite/services: what is waiting in each Elite service for the member. */
export interface EliteOverview {
  savedSearches: number;
  /** Saved searches that e-mail new matches. */
  alertsOn: number;
  /** Introduction requests not yet answered. */
  openIntroductions: number;
  /** Support threads not closed. */
  openSupport: number;
  /** The next booked coaching session, if any. */
  nextCoaching: { startsAt: string; coachName: string } | null;
  /** "VIP: we answer within 4 hours", from the System setting. */
  vipSupportTarget: string;
}

/** The Elite dashboard's one endpoint (Elite members only). */
export const eliteRoutes = {
  services: defineRoute({ method: 'GET', path: '/api/elite/services', access: { tool: 'elite-dashboard' }, answer: answer<EliteOverview>() }),
};
