import { describe, expect, it } from 'vitest';
import { idf, locationFit, locationLabel, matchPercentage, passesFilter, skillFit, skillStems, summarise, titleFit, titleWords } from './search';

describe('idf', () => {
  it('weighs a rare skill more than a common one, and never below 1', () => {
    expect(idf(10, 10_000)).toBeGreaterThan(idf(5_000, 10_000));
    expect(idf(10_000, 10_000)).toBeGreaterThanOrEqual(1);
  });
});

describe('skillFit', () => {
  const df: Record<string, number> = { 'Microsoft Excel': 4000, SQL: 3000, 'Epic Systems': 40, Tableau: 400 };
  const weight = (s: string) => idf(df[s] ?? 1, 10_000);

  it('is the share of the job’s skill weight the resume covers', () => {
    expect(skillFit(['SQL', 'Tableau'], new Set(['SQL', 'Tableau', 'Python']), weight)).toBe(1);
    expect(skillFit(['SQL', 'Tableau'], new Set(['Python']), weight)).toBe(0);
    expect(skillFit([], new Set(['SQL']), weight)).toBe(0);
  });

  it('gives more for sharing a rare skill than for sharing a common one', () => {
    const resume = new Set(['Epic Systems', 'Microsoft Excel']);
    const rare = skillFit(['Epic Systems', 'SQL'], resume, weight);
    const common = skillFit(['Microsoft Excel', 'SQL'], resume, weight);
    expect(rare).toBeGreaterThan(common);
  });
});

describe('locationFit', () => {
  const tampa = { city: 'Tampa', state: 'FL', remote: false };
  it('ranks same city above same state above a remote job above elsewhere', () => {
    const city = locationFit({ city: 'tampa', state: 'fl', remote: false }, tampa)!;
    const state = locationFit({ city: 'Miami', state: 'FL', remote: false }, tampa)!;
    const remote = locationFit({ city: null, state: null, remote: true }, tampa)!;
    const other = locationFit({ city: 'Boston', state: 'MA', remote: false }, tampa)!;
    expect(city).toBeGreaterThan(state);
    expect(state).toBeGreaterThan(remote);
    expect(remote).toBeGreaterThan(other);
  });

  it('fits a remote job fully for a person who wants remote work, and is unknown without a location', () => {
    expect(locationFit({ city: null, state: null, remote: true }, { city: null, state: null, remote: true })).toBe(1);
    expect(locationFit({ city: 'Tampa', state: 'FL', remote: false }, null)).toBeNull();
    expect(locationFit({ city: 'Tampa', state: 'FL', remote: false }, { city: null, state: null, remote: false })).toBeNull();
  });

  it('does not confuse two cities of the same name in different states', () => {
    expect(locationFit({ city: 'Portland', state: 'ME', remote: false }, { city: 'Portland', state: 'OR', remote: false })).toBe(0);
  });
});

describe('titleFit', () => {
  it('reads the title words that say what the job is about', () => {
    expect(titleWords('Senior Data Analyst')).toEqual(['data']);
    expect(titleWords('Lead UX Designer (Remote)')).toEqual(['ux', 'designer']);
  });

  it('measures how much of the title the resume’s skills speak to', () => {
    const stems = skillStems(['Data Analysis', 'SQL', 'Nursing']);
    expect(titleFit('Data Analyst', stems)).toBe(1);
    expect(titleFit('Registered Nurse', stems)).toBe(0.5);
    expect(titleFit('Welder', stems)).toBe(0);
  });

  it('fits fully when the title matches a title filter as a word', () => {
    expect(titleFit('Senior Product Manager', new Set(), ['product manager'])).toBe(1);
    expect(titleFit('Senior Product Manager', new Set(), ['duct'])).toBe(0);
  });
});

describe('matchPercentage', () => {
  it('is 100 for a full fit and 0 for none', () => {
    expect(matchPercentage({ skill: 1, title: 1, location: 1 })).toBe(100);
    expect(matchPercentage({ skill: 0, title: 0, location: 0 })).toBe(0);
  });

  it('weighs skills most, and leaves location out when the resume has none', () => {
    expect(matchPercentage({ skill: 1, title: 0, location: 0 })).toBe(75);
    expect(matchPercentage({ skill: 0, title: 0, location: 1 })).toBe(15);
    expect(matchPercentage({ skill: 1, title: 1, location: null })).toBe(100);
    expect(matchPercentage({ skill: 0.5, title: 0, location: null })).toBe(44);
  });

  it('is an integer between 0 and 100', () => {
    for (const skill of [0, 0.13, 0.5, 0.77, 1]) {
      const pct = matchPercentage({ skill, title: 0.5, location: 0.7 });
      expect(Number.isInteger(pct)).toBe(true);
      expect(pct).toBeGreaterThanOrEqual(0);
      expect(pct).toBeLessThanOrEqual(100);
    }
  });
});

describe('filters and labels', () => {
  it('filters by case-insensitive substrings, any of the list; an empty list lets everything through', () => {
    expect(passesFilter('Tampa, FL', ['tampa'])).toBe(true);
    expect(passesFilter('Tampa, FL', ['boston', 'fl'])).toBe(true);
    expect(passesFilter('Tampa, FL', ['boston'])).toBe(false);
    expect(passesFilter('Tampa, FL', [])).toBe(true);
  });

  it('labels places as City, ST or Remote', () => {
    expect(locationLabel({ city: 'Tampa', state: 'FL', remote: false })).toBe('Tampa, FL');
    expect(locationLabel({ city: null, state: null, remote: true })).toBe('Remote');
    expect(locationLabel({ city: 'Denver', state: 'CO', remote: true })).toBe('Denver, CO (Remote)');
    expect(locationLabel({ city: 'Toronto', state: null, remote: false })).toBe('Toronto');
  });
});

describe('summarise', () => {
  it('keeps short descriptions and cuts long ones at a sentence', () => {
    expect(summarise('Short.\n• SQL\n• Excel')).toBe('Short. • SQL • Excel');
    const long = `${'Build dashboards for clinics. '.repeat(20)}`;
    const cut = summarise(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('.')).toBe(true);
    expect(summarise('word '.repeat(100), 50).endsWith('…')).toBe(true);
  });
});
