import { describe, expect, it } from 'vitest';
import { cleanTitle } from './job-titles';

describe('cleanTitle', () => {
  it('keeps titles a job board would show, with a trailing acronym', () => {
    expect(cleanTitle('Software Engineer')).toBe('Software Engineer');
    expect(cleanTitle('Customer Service Representative (CSR)')).toBe('Customer Service Representative (CSR)');
    expect(cleanTitle('.NET Developer')).toBe('.NET Developer');
  });

  it('spells out an abbreviated title, or drops the expansion of a plain one', () => {
    expect(cleanTitle('Staff RN (Staff Registered Nurse)')).toBe('Staff Registered Nurse');
    expect(cleanTitle('Math Teacher (Mathematics Teacher)')).toBe('Math Teacher');
  });

  it('leaves out odd titles: long, ALL CAPS, commas, a stated level, not a vacancy', () => {
    expect(cleanTitle('CEO')).toBeNull();
    expect(cleanTitle('Secretary, Except Legal')).toBeNull();
    expect(cleanTitle('Applications Software Engineering Information Technology Specialist')).toBeNull();
    expect(cleanTitle('Senior Accountant')).toBeNull();
    expect(cleanTitle('Electrician Apprentice')).toBeNull();
    expect(cleanTitle('Agency Owner')).toBeNull();
    expect(cleanTitle('lowercase title')).toBeNull();
  });
});
