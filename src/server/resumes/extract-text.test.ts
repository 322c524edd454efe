import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ResumeRejected } from './errors';
import { extractResumeText, normaliseText } from './extract-text';
import { buildDocx, buildZip, docxParts } from './zip-writer';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/resumes/${name}`, import.meta.url)));

async function refusal(promise: Promise<unknown>): Promise<ResumeRejected> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ResumeRejected) return error;
    throw error;
  }
  throw new Error('accepted');
}

const body = 'Registered nurse with eight years of acute care experience, moving into health informatics.';

describe('extractResumeText: DOCX', () => {
  it('reads paragraphs and table cells in order', async () => {
    const docx = buildDocx([{ p: 'Jordan Blake' }, { p: 'Denver, CO' }, { table: [[{ p: 'SKILLS\nSQL\nTableau' }, { p: `SUMMARY\n${body}` }]] }]);
    const text = await extractResumeText(docx, 'docx');
    expect(text.split('\n').filter(Boolean)).toEqual(['Jordan Blake', 'Denver, CO', 'SKILLS', 'SQL', 'Tableau', 'SUMMARY', body]);
  });

  it('refuses a DOCX with no text', async () => {
    const r = await refusal(extractResumeText(buildDocx([{ p: ' ' }]), 'docx'));
    expect(r.status).toBe(422);
    expect(r.reason).toBe('no-text');
  });

  it('turns a parser failure into a 422, never a crash', async () => {
    const notWord = buildZip([{ name: '[Content_Types].xml', data: docxParts.contentTypes }]);
    const r = await refusal(extractResumeText(notWord, 'docx'));
    expect(r.status).toBe(422);
    expect(r.reason).toBe('malformed-docx');
  });
});

describe('extractResumeText: PDF', () => {
  it('reads a text PDF, the sidebar after the main column', async () => {
    const text = await extractResumeText(fixture('logistics-to-data-analyst-two-column.pdf'), 'pdf');
    expect(text).toContain('Priya Raman');
    expect(text.indexOf('EXPERIENCE')).toBeLessThan(text.indexOf('CONTACT'));
    expect(text).toMatch(/^Memphis, TN 38103$/m);
    expect(text).not.toMatch(/-- \d+ of \d+ --/);
  });

  it('refuses a password-protected PDF with the spec-style message', async () => {
    const r = await refusal(extractResumeText(fixture('password-protected.pdf'), 'pdf'));
    expect(r.status).toBe(422);
    expect(r.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('refuses a scan and suggests a text PDF or DOCX', async () => {
    const r = await refusal(extractResumeText(fixture('scanned-image.pdf'), 'pdf'));
    expect(r.status).toBe(422);
    expect(r.message).toMatch(/scanned image/);
    expect(r.message).toMatch(/DOCX/);
  });

  it('refuses a damaged PDF', async () => {
    for (const name of ['corrupt-truncated.pdf', 'corrupt-garbage.pdf']) {
      const r = await refusal(extractResumeText(fixture(name), 'pdf'));
      expect(r.status).toBe(422);
      expect(r.reason).toBe('corrupt');
    }
  });
});

describe('normaliseText', () => {
  it('unifies line ends and spaces and drops blank runs, keeping every word', () => {
    expect(normaliseText('A\u00a0B\r\nC  \n\n\n\nD\u00adE')).toBe('A B\nC\n\nDE');
  });

  it('keeps a symbol-font bullet as a bullet, and drops other icon glyphs to spaces', () => {
    expect(normaliseText('\uf0b7\tRaised fill from 86% to\n95%.\n\uf0a7 Trained 14 Soldiers\nCall \ue001 555-0178')).toBe(
      '•\tRaised fill from 86% to\n95%.\n• Trained 14 Soldiers\nCall   555-0178',
    );
  });

  it('leaves words hyphenated across lines for the skills matcher', () => {
    expect(normaliseText('event-\ndriven')).toBe('event-\ndriven');
  });
});
