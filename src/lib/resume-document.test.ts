import { describe, expect, it } from 'vitest';
import { emptyResumeData, resumeDataSchema } from './resume';
import { listItemParts, listItemText, resumeDocument } from './resume-document';

const data = resumeDataSchema.parse({
  basics: {
    name: 'Ana',
    email: 'ana@example.com',
    summary: 'Nurse turned analyst.',
    location: { city: 'Austin', region: 'TX' },
    profiles: [{ network: 'GitHub', url: 'https://github.com/ana' }],
  },
  work: [{ position: 'Nurse', name: 'City Hospital', location: 'Austin, TX', startDate: '2019-04', highlights: ['Led a ward of 30 beds', ' '] }],
  skills: [{ name: 'Analysis', keywords: ['SQL', 'Excel'] }],
  languages: [{ language: 'Spanish', fluency: 'Fluent' }],
});

describe('a resume laid out by its template', () => {
  it('orders sections by template: career changers lead with transferable skills, two-column puts lists beside', () => {
    expect(resumeDocument(data, 'ats').main.map((s) => s.title)).toEqual(['Summary', 'Experience', 'Skills', 'Languages', 'Links']);
    expect(resumeDocument(data, 'career-change').main.map((s) => s.title)).toEqual(['Summary', 'Transferable skills', 'Experience', 'Languages', 'Links']);
    const two = resumeDocument(data, 'two-column');
    expect(two.main.map((s) => s.title)).toEqual(['Summary', 'Experience']);
    expect(two.side.map((s) => s.title)).toEqual(['Skills', 'Languages', 'Links']);
    expect(resumeDocument(data, 'compact').compact).toBe(true);
  });

  it('writes each entry as a reader sees it, dropping blank bullets and empty sections', () => {
    const doc = resumeDocument(data, 'ats');
    expect(doc.contact).toEqual(['ana@example.com', 'Austin, TX']);
    expect(doc.main[1]).toEqual({
      key: 'work',
      title: 'Experience',
      kind: 'entries',
      entries: [{ title: 'Nurse', dates: 'Apr 2019 – Present', subtitle: 'City Hospital · Austin, TX', lines: [], bullets: ['Led a ward of 30 beds'] }],
    });
    expect(resumeDocument(emptyResumeData(), 'ats').main).toEqual([]);
  });

  it('writes list rows the way each section reads', () => {
    expect(listItemText('skills', { label: 'Analysis', text: 'SQL, Excel' })).toBe('Analysis: SQL, Excel');
    expect(listItemText('languages', { label: 'Spanish', text: 'Fluent' })).toBe('Spanish (Fluent)');
    expect(listItemText('links', { label: '', text: 'github.com/ana' })).toBe('github.com/ana');
    // What the renderers set in bold, and the rest of the line.
    expect(listItemParts('languages', { label: 'Spanish', text: 'Fluent' })).toEqual({ label: 'Spanish', rest: ' (Fluent)' });
    expect(listItemParts('skills', { label: 'Analysis', text: '' })).toEqual({ label: '', rest: 'Analysis' });
  });
});
