/**
 * Hidden opportunities (Elite): jobs whose titles the member would not search for, but whose
 * requirements their resume's skills cover. Found through the Career Opportunity Navigator: for
 * each of the member's best paths (occupations other than their own), the corpus jobs with that
 * occupation's titles, ranked by the resume's skills; a job whose title a search for the member's
 * own occupation would find is left out, since that one they would have searched for.
 */
import type { HiddenOpportunitiesView, HiddenOpportunity, NavigatorSource } from '~/lib/navigator';
import type { Db } from '~/server/db/client';
import { navigatorOccupation } from '~/server/navigator/data';
import { rankPaths } from '~/server/navigator/rank';
import { listSources, loadSource } from '~/server/navigator/sources';
import { occupationByCode } from './occupations';
import { rolesFrom } from './job-ranking';
import { passesFilter, searchJobs } from './search';

/** Navigator paths looked through. */
export const HIDDEN_PATHS = 8;
/** Jobs kept per path, so one occupation does not fill the list. */
export const HIDDEN_PER_PATH = 2;
/** A job's match percentage from which the resume's skills count as covering its requirements: the sample corpus rates a strong career changer 40 to 50 for a job outside their field. */
export const HIDDEN_MIN_MATCH = 40;
export const HIDDEN_MAX = 10;

/** The hidden opportunities of one of the member's resumes (by default the newest upload or builder resume). */
export async function hiddenOpportunities(db: Db, userId: string, chosen: NavigatorSource | null): Promise<HiddenOpportunitiesView> {
  const source = chosen ?? (await listSources(db, userId))[0] ?? null;
  if (!source) return { source: null, current: null, opportunities: [] };
  const resume = await loadSource(db, userId, source);
  const skills = resume.skills;
  // The resume's own latest job title names the member's occupation; without one, its tools do.
  const ranked = rankPaths({ skills, evidence: resume.evidence, currentTitle: resume.title }, HIDDEN_PATHS);
  const ownTitles = ranked.current
    ? [ranked.current.title, ...(occupationByCode(ranked.current.code)?.titles ?? navigatorOccupation(ranked.current.code)?.titles ?? [])]
    : [];

  const found: HiddenOpportunity[] = [];
  const seen = new Set<string>();
  for (const [i, path] of ranked.paths.entries()) {
    // The path's own jobs, ranked from where the member is (no target: a hidden path is one they did not name).
    const jobs = await searchJobs(db, {
      skills,
      evidence: resume.evidence,
      location: resume.location,
      roles: rolesFrom(resume.title),
      occupations: [path.code],
      filters: { title: [], location: [], company: [] },
    });
    let kept = 0;
    for (const job of jobs) {
      if (kept >= HIDDEN_PER_PATH || job.match_percentage < HIDDEN_MIN_MATCH) break;
      if (seen.has(job.link) || (ownTitles.length > 0 && passesFilter(job.title, ownTitles))) continue;
      seen.add(job.link);
      kept++;
      found.push({ job, occupation: { code: path.code, title: path.title }, pathRank: i + 1 });
    }
  }
  found.sort((a, b) => b.job.match_percentage - a.job.match_percentage || a.pathRank - b.pathRank);
  return {
    source: { ...source, label: resume.label },
    current: ranked.current,
    opportunities: found.slice(0, HIDDEN_MAX),
  };
}
