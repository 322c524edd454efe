import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyFromSlug, decodeEntities, htmlToText, parseGreenhouse, parseLever, parseLocation } from './importers';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8'));

describe('decodeEntities and htmlToText', () => {
  it('decodes named, decimal and hex references and leaves unknown ones alone', () => {
    expect(decodeEntities('R&amp;D &lt;b&gt; caf&eacute; &#8211; &#x2019; &bogus;')).toBe('R&D <b> café – ’ &bogus;');
  });

  it('keeps text, turns blocks into lines and list items into bullets, and drops scripts and comments', () => {
    const html = '<h3>Role</h3><p>Build <b>dashboards</b>.</p><ul><li>SQL</li><li>Tableau</li></ul><script>steal()</script><!-- secret --><style>p{}</style>';
    expect(htmlToText(html)).toBe('Role\nBuild dashboards .\n• SQL\n• Tableau');
  });

  it('does not turn escaped text back into markup', () => {
    expect(htmlToText('<p>Use &lt;script&gt; tags carefully</p>')).toBe('Use <script> tags carefully');
  });
});

describe('parseLocation', () => {
  it.each([
    ['New York, NY', { city: 'New York', state: 'NY', remote: false }],
    ['Austin, Texas', { city: 'Austin', state: 'TX', remote: false }],
    ['St. Petersburg, Florida, United States', { city: 'St. Petersburg', state: 'FL', remote: false }],
    ['Remote - US', { city: null, state: null, remote: true }],
    ['US-Remote', { city: null, state: null, remote: true }],
    ['San Francisco, CA or Remote', { city: 'San Francisco', state: 'CA', remote: true }],
    ['Portland, OR', { city: 'Portland', state: 'OR', remote: false }],
    ['Hybrid - Boston, MA', { city: 'Boston', state: 'MA', remote: false }],
    ['Toronto, ON', { city: 'Toronto', state: null, remote: false }],
    ['Multiple Locations', { city: null, state: null, remote: false }],
    ['', { city: null, state: null, remote: false }],
  ])('%s', (text, expected) => {
    expect(parseLocation(text)).toEqual(expected);
  });

  it('takes remote from a Lever workplace type', () => {
    expect(parseLocation('Denver, CO', 'remote')).toEqual({ city: 'Denver', state: 'CO', remote: true });
  });
});

describe('parseGreenhouse', () => {
  const { jobs, skipped } = parseGreenhouse(fixture('greenhouse-sample.json'), 'harborlighthealth');

  it('keeps the valid jobs and skips the malformed ones (no title, a javascript: link)', () => {
    expect(jobs).toHaveLength(6);
    expect(skipped).toBe(2);
    expect(jobs.map((j) => j.link).every((l) => l.startsWith('https://boards.greenhouse.io/'))).toBe(true);
  });

  it('maps a job to a row: ids, place, first-published date, plain-text description and skills', () => {
    const job = jobs[0]!;
    expect(job).toMatchObject({
      source: 'greenhouse',
      externalId: 'harborlighthealth:4012345006',
      title: 'Clinical Informatics Specialist',
      company: 'Harborlight Health',
      city: 'Tampa',
      state: 'FL',
      remote: false,
      link: 'https://boards.greenhouse.io/harborlighthealth/jobs/4012345006',
    });
    expect(job.postedAt).toEqual(new Date('2026-11-03T15:00:00Z'));
    expect(job.description).toContain('apply & grow with us');
    expect(job.description).toContain('What you’ll do\n• Build and test clinical documentation workflows in Epic');
    expect(job.description).not.toMatch(/<|&lt;|&amp;|alert/);
    expect(job.skills).toEqual(
      expect.arrayContaining(['Clinical Informatics', 'Epic Systems', 'Electronic Health Records (EHR)', 'HIPAA', 'SQL', 'Microsoft Excel']),
    );
  });

  it('falls back to updated_at when a job was never published and reads remote jobs', () => {
    const cycle = jobs.find((j) => j.title === 'Revenue Cycle Analyst')!;
    expect(cycle.postedAt).toEqual(new Date('2026-11-12T16:05:19Z'));
    expect(cycle).toMatchObject({ city: 'St. Petersburg', state: 'FL' });
    expect(jobs.find((j) => j.title.startsWith('Data Analyst'))).toMatchObject({ city: null, state: null, remote: true });
  });

  it('refuses a payload that is not a Greenhouse board', () => {
    expect(() => parseGreenhouse([{ id: 1 }], 'x')).toThrow();
    expect(() => parseGreenhouse({ postings: [] }, 'x')).toThrow();
  });
});

describe('parseLever', () => {
  const { jobs, skipped } = parseLever(fixture('lever-sample.json'), 'kestrel-labs');

  it('keeps the valid postings and skips the one without a title', () => {
    expect(jobs).toHaveLength(6);
    expect(skipped).toBe(1);
  });

  it('maps a posting: hosted link, createdAt, description with its lists, skills', () => {
    const csm = jobs[0]!;
    expect(csm).toMatchObject({
      source: 'lever',
      externalId: 'kestrel-labs:5f2c1a9e-7b3d-4c1e-9a8f-2d6b0e4c7a11',
      title: 'Customer Success Manager',
      company: 'Kestrel Labs',
      city: 'Denver',
      state: 'CO',
      remote: false,
      link: 'https://jobs.lever.co/kestrel-labs/5f2c1a9e-7b3d-4c1e-9a8f-2d6b0e4c7a11',
    });
    expect(csm.postedAt).toEqual(new Date(1794326400000));
    expect(csm.description).toContain("What you'll need\n• 3+ years in account management");
    expect(csm.skills).toEqual(expect.arrayContaining(['Customer Success', 'Account Management', 'Salesforce']));
  });

  it('reads HTML descriptions when there is no plain text, and remote work', () => {
    const impl = jobs.find((j) => j.title === 'Implementation Specialist')!;
    expect(impl.description.startsWith('Lead software implementation')).toBe(true);
    expect(impl.skills).toEqual(expect.arrayContaining(['Requirements Gathering', 'SQL', 'Project Management']));
    expect(jobs.find((j) => j.title === 'Frontend Engineer')).toMatchObject({ remote: true, city: null });
    expect(jobs.find((j) => j.title.startsWith('Sales'))).toMatchObject({ city: 'Portland', state: 'OR', remote: true });
  });

  it('uses the company name given, else the site name in title case', () => {
    expect(parseLever(fixture('lever-sample.json'), 'kestrel-labs', { companyName: 'Kestrel' }).jobs[0]!.company).toBe('Kestrel');
    expect(companyFromSlug('blue_fin-health')).toBe('Blue Fin Health');
  });
});
