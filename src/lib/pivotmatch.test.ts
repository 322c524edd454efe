import { describe, it, expect } from 'vitest';
import {
  MAX_RESUME_BYTES,
  SAMPLE_MATCHES,
  badgeColour,
  fallbackDelayMs,
  matchedSkillList,
  nextProgress,
  overflow,
  sampleMatches,
  sampleRegion,
  splitFilterList,
  uploadFailureMessage,
  validateResumeFile,
} from './pivotmatch';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('validateResumeFile', () => {
  it('accepts PDF and DOCX by MIME type or by extension', () => {
    expect(validateResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(validateResumeFile({ name: 'resume', type: DOCX, size: 1000 })).toBeNull();
    expect(validateResumeFile({ name: 'CV.PDF', type: '', size: 1000 })).toBeNull();
    expect(validateResumeFile({ name: 'cv.docx', type: 'application/octet-stream', size: 1000 })).toBeNull();
  });

  it('refuses other types with the spec toast', () => {
    expect(validateResumeFile({ name: 'cv.txt', type: 'text/plain', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF or DOCX file',
    });
    expect(validateResumeFile({ name: 'cv.doc', type: 'application/msword', size: 10 })?.title).toBe('Invalid file type');
    expect(validateResumeFile({ name: 'cv.pdf.exe', type: '', size: 10 })?.title).toBe('Invalid file type');
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024);
    expect(validateResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: MAX_RESUME_BYTES })).toBeNull();
    expect(validateResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: MAX_RESUME_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 5MB',
    });
  });
});

describe('progress', () => {
  it('advances by 10 and stops at 90 until the upload answers', () => {
    const seen: number[] = [];
    let p = 0;
    for (let i = 0; i < 12; i++) seen.push((p = nextProgress(p)));
    expect(seen.slice(0, 9)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(seen.slice(9)).toEqual([90, 90, 90]);
  });
});

describe('badgeColour', () => {
  it('is green at 80 or above, yellow at 60 or above, grey below', () => {
    expect(badgeColour(100)).toBe('green');
    expect(badgeColour(80)).toBe('green');
    expect(badgeColour(79.9)).toBe('yellow');
    expect(badgeColour(60)).toBe('yellow');
    expect(badgeColour(59)).toBe('grey');
    expect(badgeColour(0)).toBe('grey');
  });
});

describe('splitFilterList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitFilterList(' Tampa, FL ,, Remote , ')).toEqual(['Tampa', 'FL', 'Remote']);
    expect(splitFilterList('')).toEqual([]);
    expect(splitFilterList('   ')).toEqual([]);
  });
});

describe('overflow', () => {
  it('shows the first n and counts the rest', () => {
    const skills = Array.from({ length: 12 }, (_, i) => `s${i}`);
    expect(overflow(skills, 10)).toEqual({ shown: skills.slice(0, 10), more: 2 });
    expect(overflow(['a', 'b'], 5)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(overflow([], 5)).toEqual({ shown: [], more: 0 });
  });

  it('reads comma-separated matched skills', () => {
    expect(matchedSkillList('SQL, Excel ,Python,')).toEqual(['SQL', 'Excel', 'Python']);
  });
});

describe('uploadFailureMessage', () => {
  it("uses the server's JSON message, else the default", () => {
    expect(uploadFailureMessage('{"message":"Resume could not be read"}')).toBe('Resume could not be read');
    expect(uploadFailureMessage('<html>Bad gateway</html>')).toBe('Failed to upload resume');
    expect(uploadFailureMessage('{"error":"x"}')).toBe('Failed to upload resume');
    expect(uploadFailureMessage('')).toBe('Failed to upload resume');
  });
});

describe('fallbackDelayMs', () => {
  it('stays between 1 and 1.5 seconds', () => {
    expect(fallbackDelayMs(() => 0)).toBe(1000);
    expect(fallbackDelayMs(() => 0.999999)).toBeLessThanOrEqual(1500);
    expect(fallbackDelayMs(() => 0.5)).toBe(1250);
  });
});

describe('sample matches', () => {
  const none = { title: [], company: [] };

  it('has about four realistic matches per region, with valid fields', () => {
    for (const jobs of Object.values(SAMPLE_MATCHES)) {
      expect(jobs.length).toBeGreaterThanOrEqual(3);
      for (const job of jobs) {
        expect(job.title && job.company && job.location && job.description).toBeTruthy();
        expect(job.match_percentage).toBeGreaterThanOrEqual(0);
        expect(job.match_percentage).toBeLessThanOrEqual(100);
        expect(job.link).toMatch(/^https:\/\//);
        expect(matchedSkillList(job.matched_skills).length).toBeGreaterThan(0);
      }
    }
  });

  it('chooses the region from the location text', () => {
    expect(sampleRegion('Tampa, FL')).toBe('tampa');
    expect(sampleRegion('Orlando, Florida')).toBe('tampa');
    expect(sampleRegion('boston')).toBe('boston');
    expect(sampleRegion('Cambridge, MA')).toBe('boston');
    expect(sampleRegion('Remote')).toBe('remote');
    expect(sampleRegion('Denver, CO')).toBe('other');
    expect(sampleRegion('')).toBe('other');
    // "ma" or "fl" inside a word does not count.
    expect(sampleRegion('Panama City')).toBe('other');
    expect(sampleRegion('Flagstaff')).toBe('other');
  });

  it('returns jobs located in the chosen region', () => {
    const tampa = sampleMatches({ location: ['Tampa', 'FL'], ...none });
    expect(tampa.length).toBeGreaterThan(0);
    expect(tampa.every((j) => j.location.endsWith(', FL'))).toBe(true);
    expect(sampleMatches({ location: ['Boston'], ...none }).every((j) => j.location.endsWith(', MA'))).toBe(true);
    expect(sampleMatches({ location: ['remote'], ...none }).every((j) => j.location === 'Remote')).toBe(true);
  });

  it('filters by title and company, case-insensitive substring', () => {
    const pm = sampleMatches({ location: ['Tampa'], title: ['project'], company: [] });
    expect(pm.map((j) => j.title)).toEqual(['Project Manager']);
    const hub = sampleMatches({ location: ['Boston'], title: [], company: ['hubspot'] });
    expect(hub.map((j) => j.company)).toEqual(['HubSpot']);
    const either = sampleMatches({ location: ['Remote'], title: ['content', 'customer'], company: [] });
    expect(either).toHaveLength(2);
    expect(sampleMatches({ location: ['Tampa'], title: ['astronaut'], company: [] })).toEqual([]);
  });
});
