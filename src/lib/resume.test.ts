import { describe, expect, it } from 'vitest';
import { dateRange, describeResume, emptyResumeData, jsonResumeMeta, resumeFieldName, toJsonResume, resumeDataSchema, type ResumeData } from './resume';

const jane: ResumeData = resumeDataSchema.parse({
  basics: {
    name: 'Jane Doe',
    label: 'Operations lead moving into customer success',
    email: 'jane@example.com',
    location: { city: 'Denver', region: 'CO', countryCode: 'US' },
    profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/janedoe' }],
  },
  work: [
    {
      name: 'Acme Health',
      position: 'Operations Lead',
      startDate: '2019-04',
      highlights: ['Cut intake wait times by 30%', 'Trained 12 new hires'],
    },
  ],
  education: [{ institution: 'University of Colorado', area: 'Biology', studyType: 'BS', endDate: '2015' }],
  skills: [{ name: 'Operations', keywords: ['Process improvement', 'Scheduling'] }],
});

describe('JSON Resume round trip', () => {
  it('exports a resume.json that imports back to the same resume', () => {
    const file = toJsonResume(jane, { title: 'CS resume', targetRole: 'Customer Success Manager', template: 'career-change' });
    expect(file.$schema).toMatch(/jsonresume/);
    // Empty fields are left out, as JSON Resume files do.
    expect(file.basics).not.toHaveProperty('phone');
    expect(file.work![0]).not.toHaveProperty('endDate');
    const json = JSON.parse(JSON.stringify(file));
    expect(resumeDataSchema.parse(json)).toEqual(jane);
    expect(jsonResumeMeta(json)).toEqual({ title: 'CS resume', targetRole: 'Customer Success Manager', template: 'career-change' });
  });

  it('imports a resume.json made elsewhere: known sections kept, unknown fields dropped, gaps left empty', () => {
    const elsewhere = {
      basics: { name: 'Sam Lee', image: 'https://example.com/me.png', label: 'Teacher', location: { city: 'Austin', postalCode: '78701' } },
      work: [{ name: 'Lincoln High', position: 'Teacher', highlights: ['Wrote lesson plans'], url: 'https://lincoln.example' }],
      volunteer: [{ organization: 'Food bank' }],
      interests: [{ name: 'Running' }],
    };
    const data = resumeDataSchema.parse(elsewhere);
    expect(data.basics).toMatchObject({ name: 'Sam Lee', label: 'Teacher', email: '', location: { city: 'Austin', region: '', countryCode: '' } });
    expect(data.basics).not.toHaveProperty('image');
    expect(data.work[0]).toEqual({
      name: 'Lincoln High',
      position: 'Teacher',
      location: '',
      startDate: '',
      endDate: '',
      summary: '',
      highlights: ['Wrote lesson plans'],
    });
    expect(data).not.toHaveProperty('volunteer');
    expect(jsonResumeMeta(elsewhere)).toEqual({ title: 'Teacher', targetRole: '', template: 'ats' });
    expect(jsonResumeMeta({})).toEqual({ title: 'Imported resume', targetRole: '', template: 'ats' });
  });

  it('refuses what is not a resume, naming the field', () => {
    const bad = resumeDataSchema.safeParse({ work: [{ startDate: 'April 2019' }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['work', 0, 'startDate']);
    expect(resumeDataSchema.safeParse({ skills: 'Excel' }).success).toBe(false);
  });

  it('describes a resume for the version list, and writes dates as people read them', () => {
    expect(describeResume(jane)).toBe('Jane Doe, 1 job, 1 school, 2 skills');
    expect(describeResume(emptyResumeData())).toBe('Empty resume');
    expect(dateRange('2019-04', '')).toBe('Apr 2019 – Present');
    expect(dateRange('2012', '2015-06')).toBe('2012 – Jun 2015');
    expect(dateRange('', '')).toBe('');
  });

  it('names a refused field as the editor shows it, not by its path in the data', () => {
    expect(resumeFieldName('data.work.1.startDate')).toBe('Experience, job 2, Start');
    expect(resumeFieldName('data.work.0.highlights.2')).toBe('Experience, job 1, Bullet 3');
    expect(resumeFieldName('data.basics.profiles.0.url')).toBe('Links, link 1, Link');
    expect(resumeFieldName('data.basics.email')).toBe('Email');
    expect(resumeFieldName('title')).toBe('Resume name');
  });
});
