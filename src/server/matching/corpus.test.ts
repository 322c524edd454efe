import { describe, expect, it } from 'vitest';
import { skillByName } from '../skills/taxonomy';
import { CORPUS_DATE, generateJob, generateJobCorpus, METROS } from './corpus';

describe('generateJobCorpus', () => {
  const corpus = generateJobCorpus(3000);

  it('is deterministic, and a smaller corpus is the start of a larger one', () => {
    expect(generateJobCorpus(50)).toEqual(corpus.slice(0, 50));
    expect(generateJob(1234)).toEqual(corpus[1234]);
    expect(generateJobCorpus(20, 2)).not.toEqual(corpus.slice(0, 20));
  });

  it('makes rows of the jobs table: seed source, stable unique ids, example.com-reserved links', () => {
    expect(new Set(corpus.map((j) => j.externalId)).size).toBe(corpus.length);
    expect(new Set(corpus.map((j) => j.link)).size).toBe(corpus.length);
    for (const j of corpus.slice(0, 200)) {
      expect(j.source).toBe('seed');
      expect(j.link).toMatch(/^https:\/\/jobs\.careerpivot\.example\/[a-z0-9-]+-\d+$/);
    }
    expect(corpus[0]!.externalId).toBe('1-1');
  });

  it('gives every job 4 to 10 canonical skills, mentioned in a description of 2 to 4 sentences', () => {
    for (const j of corpus) {
      expect(j.skills.length).toBeGreaterThanOrEqual(4);
      expect(j.skills.length).toBeLessThanOrEqual(10);
      expect(new Set(j.skills).size).toBe(j.skills.length);
      for (const s of j.skills) expect(skillByName(s), s).toBeDefined();
      const sentences = j.description.split(/(?<!\bSt)\.\s+(?=[A-Z])/); // "St. Petersburg" is not a sentence end
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      for (const s of j.skills) expect(j.description).toContain(s);
    }
  });

  it('spreads jobs over fields, at least 25 metros, remote work and the last 60 days', () => {
    expect(METROS.length).toBeGreaterThanOrEqual(25);
    const places = new Set(corpus.filter((j) => j.city).map((j) => `${j.city}, ${j.state}`));
    expect(places.size).toBeGreaterThanOrEqual(25);
    for (const p of places) expect(p).toMatch(/^[A-Z][A-Za-z. ]+, [A-Z]{2}$/);
    const remote = corpus.filter((j) => j.remote).length / corpus.length;
    expect(remote).toBeGreaterThan(0.08);
    expect(remote).toBeLessThan(0.4);
    const titles = new Set(corpus.map((j) => j.title.replace(/^(Senior|Junior|Associate|Lead|Principal|Entry-Level) /, '')));
    expect(titles.size).toBeGreaterThan(150);
    for (const j of corpus) {
      const age = CORPUS_DATE.getTime() - (j.postedAt as Date).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60 * 86_400_000);
    }
  });

  it('keeps some skills rare and some common, so rarer skills can weigh more', () => {
    const df = new Map<string, number>();
    for (const j of corpus) for (const s of j.skills) df.set(s, (df.get(s) ?? 0) + 1);
    const counts = [...df.values()].sort((a, b) => a - b);
    expect(counts[counts.length - 1]!).toBeGreaterThan(20 * counts[Math.floor(counts.length / 10)]!);
    expect(df.size).toBeGreaterThan(450);
  });
});
