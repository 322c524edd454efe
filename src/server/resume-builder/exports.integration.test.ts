import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import resumesFn from '@functions/resumes.mts';
import exportFn from '@functions/resume-export.mts';
import importFn from '@functions/resume-import.mts';
import { RESUME_TEMPLATES } from '~/lib/resume';
import { importDoubts } from '~/lib/resume-doubts';
import { EXPORT_FORMATS, PAPER_SIZES } from '~/lib/export';
import type { DbHandle } from '~/server/db/client';
import { readResumeFile } from '~/server/resumes/parse-resume';
import { readCentralDirectory } from '~/server/resumes/file-check';
import { readResumeSections } from '~/server/resumes/sections';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import { SAMPLE_RESUME } from '~/server/testing/sample-resume';
import { createTestDb } from '~/server/testing/test-db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db);
});

const importFixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url)));
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../shared/fixtures/peer-resumes/resumes/${name}`, import.meta.url)));

async function memberWithResume(plan: 'pivot' | null = 'pivot') {
  const member = await newMember(plan ?? 'pivot');
  const created = await call(resumesFn, '/api/resumes', {
    cookie: member.cookie,
    body: { title: 'Data analyst', targetRole: 'Data Analyst', data: SAMPLE_RESUME },
  });
  expect(created.status).toBe(201);
  return { cookie: member.cookie, id: created.json.id as string };
}

/** A file inside a DOCX (ZIP) archive, inflated. */
function zipEntry(bytes: Uint8Array, name: string): string {
  const entry = readCentralDirectory(bytes).find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the archive`);
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = entry.localHeaderOffset + 30 + view.readUInt16LE(entry.localHeaderOffset + 26) + view.readUInt16LE(entry.localHeaderOffset + 28);
  const data = view.subarray(start, start + entry.compressedSize);
  return (entry.method === 0 ? data : inflateRawSync(data)).toString('utf8');
}

const expectedSkills = SAMPLE_RESUME.skills.flatMap((g) => g.keywords);
const expectedTitles = SAMPLE_RESUME.work.map((w) => w.position);

describe('resume export (PDF and DOCX, made on the server)', () => {
  it.each(RESUME_TEMPLATES.flatMap((template) => EXPORT_FORMATS.map((format) => [template, format] as const)))(
    'the %s template as %s reads back through our own resume parser: every skill, the location and every job title',
    async (template, format) => {
      const { cookie, id } = await memberWithResume();
      const res = await call(exportFn, `/api/resumes/${id}/export?format=${format}&template=${template}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Maya Lopez - Data analyst.${format}"`);
      expect(res.headers.get('content-type')).toContain(format === 'pdf' ? 'application/pdf' : 'wordprocessingml');

      const file = await readResumeFile(res.bytes, `resume.${format}`);
      expect(file.kind).toBe(format);
      expect(file.skills).toEqual(expect.arrayContaining(expectedSkills));
      expect(file.location).toMatchObject({ city: 'Austin', state: 'TX' });
      const read = readResumeSections(file.text, file);
      expect(read.data.work.map((w) => w.position)).toEqual(expectedTitles);
      expect(read.data.work.map((w) => w.name)).toEqual(SAMPLE_RESUME.work.map((w) => w.name));
      expect(read.data.work.map((w) => [w.startDate, w.endDate])).toEqual(SAMPLE_RESUME.work.map((w) => [w.startDate, w.endDate]));
      expect(read.data.work[0]!.highlights).toEqual(SAMPLE_RESUME.work[0]!.highlights);
      expect(read.data.basics).toMatchObject({ name: 'Maya Lopez', email: 'maya.lopez@example.com', phone: '(512) 555-0142' });
      if (template === 'career-change') expect(file.text.indexOf('TRANSFERABLE SKILLS') >= 0 || file.text.indexOf('Transferable skills') >= 0).toBe(true);
    },
    30_000,
  );

  it('embeds its typeface and fits the paper asked for: US Letter or A4', async () => {
    const { cookie, id } = await memberWithResume();
    const sizes = { letter: { pdf: '612 792', docx: 'w:w="12240" w:h="15840"' }, a4: { pdf: '595.28 841.89', docx: 'w:w="11906" w:h="16838"' } };
    for (const paper of PAPER_SIZES) {
      const pdf = await call(exportFn, `/api/resumes/${id}/export?format=pdf&paper=${paper}`, { cookie });
      const raw = Buffer.from(pdf.bytes).toString('latin1');
      expect(raw).toContain(`/MediaBox [0 0 ${sizes[paper].pdf}]`);
      expect(raw).toMatch(/\/FontFile2 /);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
      // Two pages: the sample is a full career.
      expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);

      const docx = await call(exportFn, `/api/resumes/${id}/export?format=docx&paper=${paper}`, { cookie });
      expect(zipEntry(docx.bytes, 'word/document.xml')).toContain(sizes[paper].docx);
      expect(readCentralDirectory(docx.bytes).some((e) => /^word\/fonts\/.+\.odttf$/.test(e.name))).toBe(true);
      expect(zipEntry(docx.bytes, 'word/fontTable.xml')).toContain('w:embedRegular');
    }
  });

  it('is for the Pivot toolkit and the resume’s owner; a bad format is a 400 that says what to send', async () => {
    const { cookie, id } = await memberWithResume();
    expect((await call(exportFn, `/api/resumes/${id}/export?format=pdf`)).status).toBe(401);
    const free = await newMember(null);
    expect((await call(exportFn, `/api/resumes/${id}/export?format=pdf`, { cookie: free.cookie })).status).toBe(403);
    const other = await newMember('pivot');
    expect((await call(exportFn, `/api/resumes/${id}/export?format=pdf`, { cookie: other.cookie })).status).toBe(404);
    const bad = await call(exportFn, `/api/resumes/${id}/export?format=rtf`, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('format: Choose pdf or docx.');
    expect((await call(exportFn, `/api/resumes/${id}/export?format=pdf&paper=legal`, { cookie })).json.message).toBe('paper: Choose letter or a4.');
  });
});

describe('resume import (PDF or DOCX into the builder)', () => {
  const upload = (cookie: string | undefined, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('resume', new Blob([new Uint8Array(bytes)]), name);
    return call(importFn, '/api/resume-import', { form, cookie });
  };

  it('reads a peer resume into sections: contact, jobs with dates and bullets, school, skills, certificates', async () => {
    const { cookie } = await newMember('pivot');
    const res = await upload(cookie, fixture('john_doe.pdf'), 'john_doe.pdf', { targetRole: 'Engineering Manager' });
    expect(res.status).toBe(201);
    const { resume, read, unread } = res.json;
    expect(resume).toMatchObject({ title: 'Full Stack Java Developer', targetRole: 'Engineering Manager', template: 'ats' });
    expect(resume.data.basics).toMatchObject({ name: 'John Doe', email: 'john.doe@email.com', phone: '(123) 456-7890' });
    expect(resume.data.basics.profiles.map((p: { network: string }) => p.network)).toEqual(['LinkedIn', 'GitHub']);
    expect(
      resume.data.work.map((w: { position: string; name: string; startDate: string; endDate: string }) => [w.position, w.name, w.startDate, w.endDate]),
    ).toEqual([
      ['Full Stack Java Developer', 'ABC Company, Inc.', '2018-06', ''],
      ['Software Developer', 'XYZ Solutions', '2016-07', '2018-06'],
    ]);
    expect(resume.data.work[0].highlights).toHaveLength(6);
    expect(resume.data.work[0].highlights[0]).toBe('Developed scalable, robust, and maintainable enterprise-level applications using Java and Spring Boot');
    expect(resume.data.education[0]).toMatchObject({
      studyType: 'Bachelor of Science',
      area: 'Computer Science',
      institution: 'State University',
      endDate: '2016-05',
    });
    const skills = resume.data.skills.flatMap((g: { keywords: string[] }) => g.keywords);
    expect(skills).toEqual(expect.arrayContaining(['Spring Boot', 'TypeScript', 'Docker', 'RESTful APIs']));
    expect(resume.data.certificates.map((c: { name: string }) => c.name)).toEqual([
      'Oracle Certified Professional, Java SE 8 Programmer',
      'Certified Angular Developer',
    ]);
    expect(read).toEqual(expect.arrayContaining(['name', 'contact details', '2 jobs', '1 school', '2 certificates']));
    expect(unread).toEqual([]);
  });

  it('keeps a location without a state as written, and says which sections it left for the member', async () => {
    const { cookie } = await newMember('pivot');
    const res = await upload(cookie, fixture('template-single-column.pdf'), 'template-single-column.pdf');
    expect(res.status).toBe(201);
    expect(res.json.resume.data.basics.location).toEqual({ city: 'San Francisco', region: 'CA', countryCode: 'US' });
    expect(res.json.resume.data.work.map((w: { position: string; name: string }) => `${w.position} at ${w.name}`)).toEqual([
      'Senior Software Engineer at Stripe',
      'Software Engineer at Figma',
      'Software Engineer at Notion',
    ]);
    expect(res.json.unread).toContain('SKILLS & AWARDS section');

    const gotham = await upload(cookie, fixture('bruce_wayne_fullstack.pdf'), 'bruce_wayne_fullstack.pdf');
    expect(gotham.status).toBe(201);
    // "Gotham, USA": no state is invented.
    expect(gotham.json.resume.data.basics.location.region).toBe('');
  });

  it('reads back its own exports: export, import, same jobs and skills', async () => {
    const { cookie, id } = await memberWithResume();
    for (const format of EXPORT_FORMATS) {
      const file = await call(exportFn, `/api/resumes/${id}/export?format=${format}&template=ats`, { cookie });
      const res = await upload(cookie, file.bytes, `maya.${format}`);
      expect(res.status).toBe(201);
      const data = res.json.resume.data;
      expect(data.work.map((w: { position: string }) => w.position)).toEqual(expectedTitles);
      expect(data.skills).toEqual(SAMPLE_RESUME.skills);
      expect(data.education[0]).toMatchObject({ institution: 'University of Texas at Austin', studyType: 'Bachelor of Science', area: 'Mathematics' });
      expect(data.languages).toEqual(SAMPLE_RESUME.languages);
    }
  });

  it('reads a PDF made elsewhere: a date broken before its year, wrapped bullets and box glyphs (issue 30)', async () => {
    const { cookie } = await newMember('pivot');
    const file = 'NCO resume.pdf';
    const res = await upload(cookie, importFixture('04-army-logistics-to-supply-chain.pdf'), file);
    expect(res.status).toBe(201);
    const { work, certificates } = res.json.resume.data;
    const jobs = work.map((w: { position: string; name: string; location: string; startDate: string; endDate: string }) => [
      w.position,
      w.name,
      w.location,
      w.startDate,
      w.endDate,
    ]);
    expect(jobs).toEqual([
      ['Supply Chain Analyst Intern (DoD SkillBridge)', 'Cumberland Parts Distribution', 'Nashville, TN', '2026-09', '2026-12'],
      ['Brigade Supply Operations NCO', '1st Brigade Combat Team, 101st Airborne Division', 'Fort Campbell, KY', '2022-08', ''],
      ['Supply Support Activity (SSA) Section Sergeant', '68th Combat Sustainment Support Battalion', 'Fort Carson, CO', '2018', '2022'],
      ['Automated Logistical Specialist', '', 'Fort Hood, TX', '2014', '2018'],
    ]);
    // The Army job's bullets are its own, each a whole sentence as written, without the box.
    expect(work[1].highlights).toEqual([
      'Responsible for property accountability across six battalions: 2,300+ line items worth $186M in GCSS-Army.',
      "Cut the brigade's excess inventory by $4.2M in 18 months. I ran weekly excess reports out of GCSS-Army, cleaned them up in Excel and sat down with each battalion until the turn-ins happened.",
      'Planned sustainment for two rotations at the Joint Readiness Training Center, moving 400+ vehicles and containers by rail and commercial line-haul with no lost equipment.',
      'Built a Power BI dashboard that replaced a 30-slide weekly readiness briefing. The brigade XO still uses it every Monday.',
      'Supervised and mentored 14 Soldiers; five were promoted while working for me.',
    ]);
    expect(work[0].highlights[0]).toBe(
      'Building a safety stock model in Excel for 1,200 SKUs in the industrial fastener line, using 24 months of order history.',
    );
    expect(work[2].highlights.at(-1)).toBe('Deployed to Kuwait 2019–2020 and ran the Class IX (repair parts) yard, roughly $22M in stock.');
    expect(certificates.map((c: { name: string; date: string }) => [c.name, c.date])).toEqual([
      ['ASCM Certified Supply Chain Professional (CSCP)', '2025'],
      ['Lean Six Sigma Green Belt (Army Lean Six Sigma program; project cut requisition processing time by 35%)', '2023'],
      ['DoD hazardous materials certifying official training', ''],
      ['Active Secret clearance', ''],
    ]);
    expect(JSON.stringify(res.json.resume.data)).not.toMatch(/[□\uFFFD]/);
    // What is left to check is what a reader of this file cannot know: the last job names no employer.
    expect(importDoubts(res.json.resume.data).map((d) => `${d.field}: ${d.problem}`)).toEqual(['work.3.name: no employer']);

    // The same file again is a second resume the member can tell from the first.
    const again = await upload(cookie, importFixture('04-army-logistics-to-supply-chain.pdf'), file);
    const third = await upload(cookie, importFixture('04-army-logistics-to-supply-chain.pdf'), file);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(again.json.resume.createdAt));
    expect([res, again, third].map((r) => r.json.resume.title)).toEqual([
      'Supply Chain Analyst Intern (DoD SkillBridge)',
      `Supply Chain Analyst Intern (DoD SkillBridge) (imported ${day})`,
      `Supply Chain Analyst Intern (DoD SkillBridge) (imported ${day}, 2)`,
    ]);
  });

  it('refuses what the PivotMatch pipeline refuses, and is for the Pivot toolkit', async () => {
    const { cookie } = await newMember('pivot');
    const text = await upload(cookie, new TextEncoder().encode('just text, not a resume file at all'), 'resume.txt');
    expect(text.status).toBe(415);
    expect(text.json.message).toBe('Please upload a PDF or DOCX file');
    const free = await newMember(null);
    expect((await upload(free.cookie, fixture('john_doe.pdf'), 'john_doe.pdf')).status).toBe(403);
    expect((await upload(undefined, fixture('john_doe.pdf'), 'john_doe.pdf')).status).toBe(401);
  });
});
