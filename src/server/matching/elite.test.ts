import { describe, expect, it } from 'vitest';
import { PIVOTMATCH_RESULTS_BELOW_ELITE } from '~/lib/catalogue';
import { describeFilters } from '~/lib/pivotmatch';
import { absoluteLink, savedSearchAlertEmail } from './alert-email';
import { limitMatches } from './search';

const list = (n: number) => Array.from({ length: n }, (_, i) => `job ${i + 1}`);

describe('limitMatches (decision 0016)', () => {
  it(`keeps the best ${PIVOTMATCH_RESULTS_BELOW_ELITE} below Elite and counts the rest`, () => {
    expect(PIVOTMATCH_RESULTS_BELOW_ELITE).toBe(5);
    expect(limitMatches(list(50), false)).toEqual({ matches: list(5), moreCount: 45 });
    expect(limitMatches(list(6), false)).toEqual({ matches: list(5), moreCount: 1 });
  });

  it('leaves a list of the limit or fewer whole, with nothing more to see', () => {
    expect(limitMatches(list(5), false)).toEqual({ matches: list(5), moreCount: 0 });
    expect(limitMatches(list(2), false)).toEqual({ matches: list(2), moreCount: 0 });
    expect(limitMatches([], false)).toEqual({ matches: [], moreCount: 0 });
  });

  it('gives Elite every match', () => {
    expect(limitMatches(list(50), true)).toEqual({ matches: list(50), moreCount: 0 });
  });
});

describe('describeFilters', () => {
  it('names each filter that is set, or says there are none', () => {
    expect(describeFilters({ location: ['Tampa', 'Remote'], title: ['Analyst'], company: [] })).toBe('Tampa, Remote · title: Analyst');
    expect(describeFilters({ location: [], title: [], company: ['Acme'] })).toBe('company: Acme');
    expect(describeFilters({ location: [], title: [], company: [] })).toBe('No filters');
  });
});

describe('the new-match alert e-mail', () => {
  const match = { title: 'Data Analyst <Senior>', company: 'Acme & Co', location: 'Tampa, FL', match_percentage: 87, link: '/jobs/abc' };

  it('lists each new job with company, place, percentage and a link that opens from a mail client', () => {
    const mail = savedSearchAlertEmail({ brand: 'CareerPivot', firstName: 'Omar', searchName: 'Tampa data', matches: [match], siteUrl: 'https://cp.example/' });
    expect(mail.subject).toBe('New match for "Tampa data": Data Analyst <Senior> at Acme & Co');
    expect(mail.text).toContain('- Data Analyst <Senior> at Acme & Co, Tampa, FL: 87% match\n  https://cp.example/jobs/abc');
    expect(mail.text).toContain('https://cp.example/dashboard/matches');
    expect(mail.html).toContain('<a href="https://cp.example/jobs/abc">Data Analyst &lt;Senior&gt;</a> at Acme &amp; Co');
    expect(mail.html).not.toContain('<Senior>');
  });

  it('counts several matches in the subject', () => {
    const mail = savedSearchAlertEmail({
      brand: 'CareerPivot',
      firstName: 'Omar',
      searchName: 'S',
      matches: [match, { ...match, link: 'https://x.example/2' }],
      siteUrl: 'https://cp.example',
    });
    expect(mail.subject).toBe('2 new matches for "S"');
    expect(mail.text).toContain('https://x.example/2');
  });

  it('keeps an employer link as it is', () => {
    expect(absoluteLink('https://boards.example/1', 'https://cp.example')).toBe('https://boards.example/1');
  });
});
