import { describe, expect, it } from 'vitest';
import { extractLocation, formatLocation } from './location';

const at = (text: string) => formatLocation(extractLocation(text));

describe('extractLocation: the owner, not the employers', () => {
  it('reads the contact line and ignores the cities of past jobs and schools', () => {
    const text = [
      'Maria Gonzalez, RN',
      'Columbus, Ohio · (614) 555-0187 · maria.gonzalez@example.com',
      'EXPERIENCE',
      'Registered Nurse, Riverside Methodist Hospital, Cleveland, OH',
      'EDUCATION',
      'University of Michigan, Ann Arbor, MI',
    ].join('\n');
    expect(extractLocation(text)).toEqual({ city: 'Columbus', state: 'OH', remote: false });
  });

  it('finds the contact block when a sidebar puts it after the experience', () => {
    const text = [
      'Priya Raman',
      'Data Analyst',
      'SUMMARY',
      'Logistics coordinator turned data analyst.',
      'EXPERIENCE',
      'Mid-South Freight Partners 	Louisville, KY',
      'CONTACT',
      'Memphis, TN 38103',
      'priya.raman@example.com',
      '(901) 555-0199',
    ].join('\n');
    expect(extractLocation(text)).toEqual({ city: 'Memphis', state: 'TN', remote: false });
  });

  it('returns nothing rather than an employer city when the header has no place', () => {
    const text = ['Sam Lee', 'sam@example.com', 'EXPERIENCE', 'Acme Corp, Dallas, TX'].join('\n');
    expect(extractLocation(text)).toEqual({ city: null, state: null, remote: false });
    expect(at(text)).toBeNull();
  });
});

describe('extractLocation: normalising', () => {
  it.each([
    ['Austin, TX 78704 | james@example.com', 'Austin, TX'],
    ['Charlotte, North Carolina', 'Charlotte, NC'],
    ['SAN FRANCISCO, CA • jo@example.com', 'San Francisco, CA'],
    ['Washington, D.C. | (202) 555-0100', 'Washington, DC'],
    ['St. Louis, MO', 'St. Louis, MO'],
    ['Salt Lake City, Utah', 'Salt Lake City, UT'],
    ['Denver CO 80202', 'Denver, CO'],
    ['Silicon Valley, CA, USA', 'Silicon Valley, CA'],
    ['Google HQ, Mountain View, CA, USA', 'Mountain View, CA'],
    ['john.doe@email.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/johndoe', 'San Francisco, CA'],
    ['Greater Seattle Area', 'Seattle, WA'],
    ['NYC · jo@example.com', 'New York, NY'],
    ['Location: Chicago', 'Chicago, IL'],
  ])('%s → %s', (line, expected) => {
    expect(at(`Jordan Blake\n${line}\nSUMMARY\nWorked in Boston, MA.`)).toBe(expected);
  });

  it('keeps the city of a title run on the same line to the known city', () => {
    expect(at('Jordan Blake Denver, CO | jordan@example.com')).toBe('Denver, CO');
  });

  it('does not invent a state the resume does not give', () => {
    expect(extractLocation('Bruce Wayne\n123 Gotham St\nGotham, USA\nbwayne@email.com')).toEqual({
      city: 'Gotham',
      state: null,
      remote: false,
    });
    expect(at('John Doe\n123 Main St, Anywhere, USA — (123) 456-7890 — john@example.com')).toBe('Anywhere');
  });

  it('does not read a two-letter word that is not a state as one', () => {
    expect(at('Jordan Blake\nLondon, UK | jordan@example.com')).toBeNull();
  });
});

describe('extractLocation: remote', () => {
  it('says Remote when the contact block does', () => {
    const loc = extractLocation('Tanya Brooks\nRemote (US) · tanya@example.com · (602) 555-0110\nEXPERIENCE\nStore Manager, Phoenix, AZ');
    expect(loc).toEqual({ city: null, state: null, remote: true });
    expect(formatLocation(loc)).toBe('Remote');
  });

  it('keeps the city when the person is based somewhere and open to remote', () => {
    const loc = extractLocation('Alex Kim\nDenver, CO (open to remote) | alex@example.com');
    expect(loc).toEqual({ city: 'Denver', state: 'CO', remote: true });
    expect(formatLocation(loc)).toBe('Denver, CO');
  });

  it('does not take "remote" from an e-mail address or from a job further down', () => {
    expect(extractLocation('Sam Lee\nremote.sam@example.com\nEXPERIENCE\nRemote support agent').remote).toBe(false);
  });
});
