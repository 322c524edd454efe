import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractSkills } from '~/server/skills/extract-skills';
import {
  CORPUS_DATE,
  CORPUS_SOURCE,
  corpusVersion,
  DEFAULT_CORPUS_SIZE,
  generateJob,
  generateJobCorpus,
  generateJobDetailed,
  JOBS_PER_OCCUPATION,
  LEVELS_BY_ZONE,
  METROS,
  occupationText,
  PIVOT_OCCUPATIONS,
  sampleJobId,
} from './corpus';
import { descriptionBlocks } from './listing';
import { majorGroup, OCCUPATIONS, occupationByCode } from './occupations';

/** The corpus `npm start` seeds. */
const COUNT = DEFAULT_CORPUS_SIZE;
const detailed = Array.from({ length: COUNT }, (_, i) => generateJobDetailed(i));
const corpus = detailed.map((d) => d.job);

describe('the occupations file (content/jobs/occupations.json)', () => {
  it('holds civilian O*NET occupations with titles, core tasks, technologies and a job zone, in well under 2.5 MB', () => {
    expect(statSync(new URL('../../../content/jobs/occupations.json', import.meta.url)).size).toBeLessThan(2_000_000);
    expect(OCCUPATIONS.length).toBeGreaterThan(800);
    for (const o of OCCUPATIONS) {
      expect(o.code).toMatch(/^\d{2}-\d{4}\.\d{2}$/);
      expect(o.code.startsWith('55-'), o.code).toBe(false);
      expect([1, 2, 3, 4, 5]).toContain(o.zone);
      expect(o.tasks.length).toBeGreaterThanOrEqual(5);
      expect(o.tasks.length).toBeLessThanOrEqual(8);
      expect(o.technologies.length).toBeLessThanOrEqual(15);
      expect(o.hot).toBeLessThanOrEqual(o.technologies.length);
      expect(o.titles.length).toBeGreaterThan(0);
      expect(o.titles.length).toBeLessThanOrEqual(12);
      for (const t of o.titles) {
        expect(t.length, t).toBeLessThanOrEqual(45);
        expect(t, t).not.toMatch(/,/);
        expect(t.replace(/ \([A-Z][A-Za-z0-9&/.-]{1,6}\)$/, ''), t).not.toMatch(/[()]/);
        expect(t, t).not.toMatch(/^[^a-z]+$/);
        expect(t, t).not.toMatch(/\b(?:Senior|Junior|Lead|Trainee|Intern|Apprentice)\b/);
      }
    }
    for (const code of PIVOT_OCCUPATIONS) expect(occupationByCode(code), code).toBeDefined();
  });
});

describe('generateJobCorpus', () => {
  it('is deterministic, and a smaller corpus is the start of a larger one', () => {
    expect(generateJobCorpus(50)).toEqual(corpus.slice(0, 50));
    expect(generateJob(1234)).toEqual(corpus[1234]);
    expect(generateJobCorpus(20, 2)).not.toEqual(corpus.slice(0, 20));
  });

  it('makes rows of the jobs table: sample source, stable unique ids, a link to the job’s own page', () => {
    expect(new Set(corpus.map((j) => j.externalId)).size).toBe(corpus.length);
    expect(new Set(corpus.map((j) => j.id)).size).toBe(corpus.length);
    expect(corpus[0]!.externalId).toBe(`${corpusVersion()}-1-1`);
    for (const j of corpus) {
      expect(j.source).toBe(CORPUS_SOURCE);
      expect(z.uuid().safeParse(j.id).success, j.id).toBe(true);
      expect(j.link).toBe(`/jobs/${j.id}`);
      expect(j.link).not.toContain('careerpivot.example');
      expect(j.description).not.toContain('careerpivot.example');
    }
    expect(sampleJobId(1, 7)).toBe(corpus[7]!.id);
    expect(sampleJobId(2, 7)).not.toBe(corpus[7]!.id);
  });

  it('takes each title from its occupation’s titles, with at most a level word in front', () => {
    for (const { job, occupation, baseTitle, level } of detailed) {
      expect(occupation.titles).toContain(baseTitle);
      expect(job.title).toBe(`${level}${baseTitle}`);
    }
    expect(new Set(corpus.map((j) => j.title)).size).toBeGreaterThan(1000);
    // Most listings carry no level word at all.
    expect(detailed.filter((d) => d.level === '').length / COUNT).toBeGreaterThan(0.6);
  });

  it('follows the job zone for seniority: entry-level wording up to zone 2, senior and lead wording from zone 3', () => {
    const levelsOf = new Map<number, Set<string>>();
    for (const { occupation, level } of detailed) {
      const allowed = LEVELS_BY_ZONE[occupation.zone]!.map(([prefix]) => prefix);
      expect(allowed, `${level}in zone ${occupation.zone}`).toContain(level);
      if (occupation.zone <= 2) expect(level).not.toMatch(/Senior|Lead|Principal/);
      if (occupation.zone >= 3) expect(level).not.toMatch(/Entry-Level/);
      if (occupation.zone === 1) expect(level).toBe('');
      if (!levelsOf.has(occupation.zone)) levelsOf.set(occupation.zone, new Set());
      levelsOf.get(occupation.zone)!.add(level);
    }
    expect(levelsOf.get(2)).toContain('Entry-Level ');
    expect(levelsOf.get(4)).toContain('Senior ');
  });

  it('asks only for skills extractSkills finds in its occupation’s tasks and technologies, and in its own description', () => {
    const occupationSkills = new Map<string, Set<string>>();
    let withSkills = 0;
    for (const { job, occupation } of detailed) {
      let known = occupationSkills.get(occupation.code);
      if (!known) occupationSkills.set(occupation.code, (known = new Set(extractSkills(occupationText(occupation)))));
      expect(new Set(job.skills).size).toBe(job.skills.length);
      for (const s of job.skills) expect(known.has(s), `${s} (${occupation.code})`).toBe(true);
      if (job.skills.length > 0) withSkills++;
    }
    expect(withSkills / COUNT).toBeGreaterThan(0.98);
    // The skills are the ones its description shows (a sample: extraction is the slow part).
    for (const { job } of detailed.slice(0, 300)) {
      const described = new Set(extractSkills(job.description));
      for (const s of job.skills) expect(described.has(s), `${s} in ${job.title}`).toBe(true);
    }
  });

  it('describes the work with the occupation’s own tasks under “What you’ll do”, and its technologies', () => {
    for (const { job, occupation } of detailed) {
      const blocks = descriptionBlocks(job.description);
      const list = blocks.find((b) => b.kind === 'list');
      expect(list).toMatchObject({ heading: "What you'll do" });
      const items = list!.kind === 'list' ? list!.items : [];
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const task of items) expect(occupation.tasks).toContain(task);
      expect(blocks[0]).toMatchObject({ kind: 'paragraph' });
      expect(job.description).toContain(job.company);
    }
  });

  it('spreads jobs over many occupations and fields, the fields people move into most, metros, remote work and 60 days', () => {
    expect(METROS.length).toBeGreaterThanOrEqual(25);
    const places = new Set(corpus.filter((j) => j.city).map((j) => `${j.city}, ${j.state}`));
    expect(places.size).toBeGreaterThanOrEqual(25);
    for (const p of places) expect(p).toMatch(/^[A-Z][A-Za-z. ]+, [A-Z]{2}$/);
    const remote = corpus.filter((j) => j.remote).length / COUNT;
    expect(remote).toBeGreaterThan(0.05);
    expect(remote).toBeLessThan(0.4);
    for (const j of corpus) {
      const age = CORPUS_DATE.getTime() - (j.postedAt as Date).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60 * 86_400_000);
    }
    // Past the jobs that take every occupation in turn, occupations are drawn by their weights.
    const drawn = detailed.slice(JOBS_PER_OCCUPATION * OCCUPATIONS.length).map((d) => d.occupation.code);
    expect(drawn.length).toBeGreaterThan(2000);
    expect(new Set(drawn).size).toBeGreaterThan(400);
    const codes = drawn;
    const share = (groups: string[]) => codes.filter((c) => groups.includes(majorGroup(c))).length / codes.length;
    expect(share(['13', '15'])).toBeGreaterThan(0.2); // business, finance, computing
    expect(share(['45'])).toBeLessThan(0.02); // farming, fishing and forestry
    const pivot = new Set(PIVOT_OCCUPATIONS);
    const perPivot = codes.filter((c) => pivot.has(c)).length / pivot.size;
    const perOther = codes.filter((c) => !pivot.has(c)).length / (OCCUPATIONS.length - pivot.size);
    expect(perPivot).toBeGreaterThan(2 * perOther);
  });

  it('gives every occupation at least a few jobs, so a search widened to the whole country finds the target occupation', () => {
    const perOccupation = new Map<string, number>();
    for (const d of detailed) perOccupation.set(d.occupation.code, (perOccupation.get(d.occupation.code) ?? 0) + 1);
    expect(perOccupation.size).toBe(OCCUPATIONS.length);
    expect(Math.min(...perOccupation.values())).toBeGreaterThanOrEqual(JOBS_PER_OCCUPATION);
    // Each job carries the occupation it was generated from.
    for (const d of detailed.slice(0, 200)) expect(d.job.occupationCode).toBe(d.occupation.code);
  });

  it('keeps some skills rare and some common, so rarer skills can weigh more', () => {
    const df = new Map<string, number>();
    for (const j of corpus) for (const s of j.skills) df.set(s, (df.get(s) ?? 0) + 1);
    const counts = [...df.values()].sort((a, b) => a - b);
    expect(counts[counts.length - 1]!).toBeGreaterThan(20 * counts[Math.floor(counts.length / 10)]!);
    expect(df.size).toBeGreaterThan(300);
  });
});
