import { describe, expect, it } from 'vitest';
import { idf, locationLabel, occupationRef, passesFilter, summarise } from './search';

describe('idf', () => {
  it('weighs a rare skill more than a common one, and never below 1', () => {
    expect(idf(10, 10_000)).toBeGreaterThan(idf(5_000, 10_000));
    expect(idf(10_000, 10_000)).toBeGreaterThanOrEqual(1);
  });
});

describe('filters and labels', () => {
  it('filters titles and companies by case-insensitive substrings, any of the list; an empty list lets everything through', () => {
    expect(passesFilter('Senior Data Analyst', ['data analyst'])).toBe(true);
    expect(passesFilter('Senior Data Analyst', ['nurse', 'analyst'])).toBe(true);
    expect(passesFilter('Senior Data Analyst', ['nurse'])).toBe(false);
    expect(passesFilter('Senior Data Analyst', [])).toBe(true);
  });

  it('names a job’s occupation by its O*NET code and title, and none for an unknown code', () => {
    expect(occupationRef('13-1081.00')).toEqual({ code: '13-1081.00', title: 'Logisticians' });
    expect(occupationRef(null)).toBeNull();
    expect(occupationRef('99-9999.99')).toBeNull();
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
