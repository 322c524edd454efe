import { describe, expect, it } from 'vitest';
import { NO_LOCATION } from './location';
import { headingKey, isoDate, readResumeSections } from './sections';

const read = (text: string, skills: string[] = []) => readResumeSections(text, { skills, location: NO_LOCATION });

describe('the resume section reader', () => {
  it('knows headings however they are written, and only whole-line headings', () => {
    expect(headingKey('WORK EXPERIENCE')).toBe('work');
    expect(headingKey('Skills & Abilities:')).toBe('skills');
    expect(headingKey('Licenses and Certifications')).toBe('certificates');
    expect(headingKey('Awards')).toBe('other');
    expect(headingKey('Experience with SQL and dashboards')).toBeNull();
  });

  it('reads dates as JSON Resume dates, and an open end as empty', () => {
    expect(isoDate('June 2018')).toBe('2018-06');
    expect(isoDate('Sept. 2020')).toBe('2020-09');
    expect(isoDate('06/2018')).toBe('2018-06');
    expect(isoDate('2018')).toBe('2018');
    expect(isoDate('Present')).toBe('');
  });

  it('reads "Title, Company, City, ST, Dates" and "Title <tab> Dates / Company <tab> Place" jobs with their bullets', () => {
    const text = [
      'Jane Smith',
      'jane@example.com | 555-123-4567',
      'EXPERIENCE',
      'Nurse, St. Mary Hospital, Denver, CO, March 2016 - Present',
      '• Cared for 20 patients a shift in a',
      'busy emergency department',
      '• Trained new nurses',
      'Care Assistant\tJan 2012 - Feb 2016',
      'Sunrise Homes\tBoulder, CO',
      '- Planned daily rotas for 12 staff',
    ].join('\n');
    const { data, unread } = read(text);
    expect(data.work).toEqual([
      expect.objectContaining({
        position: 'Nurse',
        name: 'St. Mary Hospital',
        location: 'Denver, CO',
        startDate: '2016-03',
        endDate: '',
        highlights: ['Cared for 20 patients a shift in a busy emergency department', 'Trained new nurses'],
      }),
      expect.objectContaining({
        position: 'Care Assistant',
        name: 'Sunrise Homes',
        location: 'Boulder, CO',
        startDate: '2012-01',
        endDate: '2016-02',
        highlights: ['Planned daily rotas for 12 staff'],
      }),
    ]);
    expect(unread).toEqual([]);
  });

  it('keeps skills as the member listed them, groups by label, and never splits inside parentheses', () => {
    const { data } = read(['A B', 'SKILLS', 'Data: SQL, Python,', 'Tableau', '• Excel (pivot tables, lookups)', '• and Public Speaking'].join('\n'), [
      'Ignored',
    ]);
    expect(data.skills).toEqual([
      { name: 'Data', level: '', keywords: ['SQL', 'Python', 'Tableau'] },
      { name: '', level: '', keywords: ['Excel (pivot tables, lookups)', 'Public Speaking'] },
    ]);
  });

  it('falls back to the taxonomy’s skills only when there is no skills section', () => {
    expect(read('A B\nEXPERIENCE\nAnalyst 2020 - 2021\nUsed SQL daily.', ['SQL']).data.skills).toEqual([{ name: '', level: '', keywords: ['SQL'] }]);
  });

  it('lists what it did not import instead of guessing', () => {
    const { data, read: got, unread } = read(['jane@example.com', 'EXPERIENCE', 'Volunteer work for the library', 'AWARDS', 'Teacher of the year'].join('\n'));
    expect(data.basics.name).toBe('');
    expect(unread).toEqual(expect.arrayContaining(['your name', 'AWARDS section', 'the dates of 1 job']));
    expect(got).toContain('contact details');
    expect(JSON.stringify(data)).not.toContain('Teacher of the year');
  });

  it('reads degrees, schools and grades; languages with their fluency', () => {
    const { data } = read(
      [
        'A B',
        'EDUCATION',
        'Master of Science in Data Science, University of Denver, 2019 - 2021',
        'GPA: 3.9',
        'LANGUAGES',
        'Spanish (Fluent), French - Basic',
      ].join('\n'),
    );
    expect(data.education).toEqual([
      { studyType: 'Master of Science', area: 'Data Science', institution: 'University of Denver', startDate: '2019', endDate: '2021', score: 'GPA: 3.9' },
    ]);
    expect(data.languages).toEqual([
      { language: 'Spanish', fluency: 'Fluent' },
      { language: 'French', fluency: 'Basic' },
    ]);
  });
});
