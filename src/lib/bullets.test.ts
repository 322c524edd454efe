import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import verbsData from '@content/bullets/verbs.json';
import rulesData from '@content/bullets/rules.json';
import { cleanBullet, hasMeasure, reviewBullet } from './bullets';
import { pastTense } from './verb-forms';

const texts = (r: ReturnType<typeof reviewBullet>) => Object.fromEntries(r.suggestions.map((s) => [s.id, s.text]));

describe('the bullet assistant’s rules', () => {
  it('cleans bullet marks and the speaker before reading a bullet', () => {
    expect(cleanBullet('  •  I was responsible for the desk ')).toBe('responsible for the desk');
    expect(cleanBullet('- We managed  the rollout')).toBe('managed the rollout');
  });

  it('weak phrase: "responsible for managing" becomes the action itself, with the reason', () => {
    const r = reviewBullet('Responsible for managing the front desk team of 4');
    expect(texts(r)['weak-phrase']).toBe('Managed the front desk team of 4');
    expect(r.suggestions[0]!.explanation).toMatch(/says what the job was, not what you did/);
    expect(r.flags).toContainEqual(expect.objectContaining({ kind: 'weak-phrase', text: 'Responsible for' }));
    // Without an -ing verb after it, the phrase's own fallback verb leads.
    expect(texts(reviewBullet('Responsible for the front desk of 4'))['weak-phrase']).toBe('Managed the front desk of 4');
  });

  it('weak phrase: "helped" claims the action; "helped with" and "worked on" name a contribution', () => {
    expect(texts(reviewBullet('Helped reduce wait times by 10%'))['weak-phrase']).toBe('Reduced wait times by 10%');
    expect(texts(reviewBullet('Helped with the 2025 audit'))['weak-phrase']).toBe('Supported the 2025 audit');
    const worked = reviewBullet('Worked on 3 grant applications');
    expect(texts(worked)['weak-phrase']).toBe('Contributed to 3 grant applications');
    expect(worked.suggestions[0]!.explanation).toMatch(/Name your contribution/);
  });

  it('filler: "successfully" is dropped; "various" is flagged for the member to make specific', () => {
    const r = reviewBullet('Successfully trained 12 new hires on various systems');
    expect(texts(r).filler).toBe('Trained 12 new hires on various systems');
    expect(r.flags.map((f) => f.text)).toEqual(expect.arrayContaining(['Successfully', 'various']));
    expect(r.flags.find((f) => f.text === 'various')!.explanation).toMatch(/name the things, or say how many/);
  });

  it('past tense: a present-tense verb from the O*NET vocabulary is put in the past', () => {
    const r = reviewBullet('Coordinate 40 volunteers for the food drive');
    expect(texts(r)['past-tense']).toBe('Coordinated 40 volunteers for the food drive');
    expect(r.suggestions.find((s) => s.id === 'past-tense')!.explanation).toMatch(/past tense/);
  });

  it('strong verb: a bullet without one gets verbs chosen by what it mentions, and says which word chose them', () => {
    const r = reviewBullet('Customer complaints about late deliveries cut by half');
    const strong = r.suggestions.filter((s) => s.rule === 'strong-verb');
    expect(strong.map((s) => s.text.split(' ')[0])).toEqual(['Resolved', 'Served', 'Advised']);
    expect(strong[0]!.text).toBe('Resolved customer complaints about late deliveries cut by half');
    expect(strong[0]!.explanation).toMatch(/"Resolved" fits because the bullet mentions "customer"/);
    expect(r.flags).toContainEqual(expect.objectContaining({ kind: 'weak-start' }));
    // A bullet that already starts with an action verb is left alone.
    expect(reviewBullet('Negotiated 3 supplier contracts').suggestions).toEqual([]);
  });

  it('measurable result: a placeholder, never a number, when the bullet states no result', () => {
    const r = reviewBullet('Redesigned the onboarding checklist');
    expect(texts(r)['measurable-result']).toBe('Redesigned the onboarding checklist, resulting in [result: how much, how many or how fast]');
    expect(r.flags).toContainEqual(expect.objectContaining({ kind: 'no-result' }));
    expect(hasMeasure('cut costs by a third')).toBe(false);
    expect(hasMeasure('doubled sign-ups')).toBe(true);
    expect(hasMeasure('saved $4k')).toBe(true);
  });

  it('jargon: the old field’s words in the target field’s words, plurals kept, acronyms only in capitals', () => {
    const teaching = reviewBullet('Wrote lesson plans for 120 students', { from: 'teaching', target: 'people' });
    expect(texts(teaching).jargon).toBe('Wrote training materials for 120 learners');
    expect(teaching.suggestions.find((s) => s.id === 'jargon')!.explanation).toBe(
      'Uses words hiring managers in HR and learning know: "lesson plans" → "training materials", "students" → "learners".',
    );
    // The same word reads differently for another target.
    expect(texts(reviewBullet('Wrote lesson plans for 120 students', { from: 'teaching', target: 'sales' })).jargon).toBe(
      'Wrote training materials for 120 clients',
    );
    expect(texts(reviewBullet('Led a platoon through 2 deployments', { from: 'military' })).jargon).toBe('Led a team through 2 assignments');
    // "pos" in lower case is not the acronym POS.
    expect(reviewBullet('Ran 2 pos checks', { from: 'hospitality' }).flags.some((f) => f.kind === 'jargon')).toBe(false);
    // No field chosen, nothing translated.
    expect(reviewBullet('Wrote lesson plans for 120 students').flags.some((f) => f.kind === 'jargon')).toBe(false);
  });

  it('all together: one bullet with every change, when more than one applies', () => {
    const r = reviewBullet('• I was responsible for managing lesson plans for students', { from: 'teaching', target: 'people' });
    expect(texts(r).combined).toBe('Managed training materials for learners, resulting in [result: how much, how many or how fast]');
  });

  it('never adds a number, an employer or a skill the member did not write', () => {
    for (const bullet of ['Helped with the audit', 'Customer complaints', 'Responsible for managing various projects successfully']) {
      for (const s of reviewBullet(bullet, { from: 'teaching' }).suggestions) {
        expect(s.text.replace(/\[[^\]]*\]/g, '')).not.toMatch(/\d/);
      }
    }
  });
});

describe('the action-verb vocabulary', () => {
  const rules = rulesData as unknown as Parameters<typeof pastTense>[1] & { verbGroups: { verbs: string[] }[] };
  it('puts verbs in the past tense, with the exceptions kept as data', () => {
    expect(['Prepare', 'Identify', 'Plan', 'Lead', 'Oversee', 'Analyze', 'Write', 'Monitor'].map((v) => pastTense(v, rules))).toEqual([
      'Prepared',
      'Identified',
      'Planned',
      'Led',
      'Oversaw',
      'Analyzed',
      'Wrote',
      'Monitored',
    ]);
  });

  const tasks = new URL('../../../shared/data/onet-29.2/task-statements.tsv', import.meta.url);
  it.skipIf(!existsSync(tasks))('is what `npm run data:bullets` derives from the O*NET task statements', () => {
    const counts = new Map<string, number>();
    for (const line of readFileSync(tasks, 'utf8').split('\n').slice(1)) {
      const verb = /^([A-Z][a-z]+)\b/.exec(line.split('\t')[2] ?? '')?.[1];
      if (verb) counts.set(verb, (counts.get(verb) ?? 0) + 1);
    }
    for (const v of verbsData.verbs.filter((v) => v.onetTasks > 0)) expect(counts.get(v.base)).toBe(v.onetTasks);
    expect(verbsData.verbs.find((v) => v.base === 'Prepare')!.onetTasks).toBeGreaterThan(500);
  });
});
