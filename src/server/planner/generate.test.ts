import { describe, expect, it } from 'vitest';
import type { Gap } from '~/lib/navigator';
import { isGuidanceTaskId } from '~/lib/guidance';
import { isWeekday } from '~/lib/planner';
import { STEP_TEMPLATES, certificationFor, generateSteps, plannedGaps } from './generate';

const gap = (name: string, kind: Gap['kind'], importance: number, levelGap: number | null = null): Gap => ({
  name,
  kind,
  importance,
  levelGap,
  source: 'test',
});

// An Instructional Coordinators path for a teacher, as the navigator scores it (gaps trimmed).
const path = {
  title: 'Instructional Coordinators',
  titles: ['Instructional Designer', 'Curriculum Coordinator'],
  missing: [
    gap('Writing', 'skill', 4.12, 0.62),
    gap('Teacher Training', 'skill', 5),
    gap('Grant Writing', 'skill', 5),
    gap('Administration and Management', 'knowledge', 3.79, 1.21),
    gap('Educational Technology', 'skill', 5),
    gap('Microsoft Project', 'tool', 4),
    gap('Coordination', 'skill', 3.88, 0.5),
  ],
};
const START = '2026-11-22';
const TARGET = '2027-02-14';

describe('pivot plan steps', () => {
  const steps = generateSteps(path, START, TARGET);

  it('works on the most important gaps first, at most the planned number', () => {
    expect(plannedGaps(path).map((g) => g.name)).toEqual(['Educational Technology', 'Grant Writing', 'Teacher Training', 'Writing', 'Microsoft Project']);
    expect(STEP_TEMPLATES.gapsPlanned).toBe(5);
  });

  it('writes learn then prove for each gap, an informational interview after the first, and apply last', () => {
    expect(steps.map((s) => [s.kind, s.skill])).toEqual([
      ['learn', 'Educational Technology'],
      ['project', 'Educational Technology'],
      ['informational-interview', null],
      ['learn', 'Grant Writing'],
      ['project', 'Grant Writing'],
      ['learn', 'Teacher Training'],
      ['certification', 'Teacher Training'],
      ['learn', 'Writing'],
      ['practise', 'Writing'],
      ['learn', 'Microsoft Project'],
      ['certification', 'Microsoft Project'],
      ['apply', null],
    ]);
    expect(steps.map((s) => s.position)).toEqual(steps.map((_, i) => i));
  });

  it('has exactly one informational interview and one apply step, naming the common title', () => {
    const interviews = steps.filter((s) => s.kind === 'informational-interview');
    const apply = steps.filter((s) => s.kind === 'apply');
    expect(interviews).toHaveLength(1);
    expect(apply).toHaveLength(1);
    expect(interviews[0]!.title).toBe('Talk to an Instructional Designer about their work');
    expect(apply[0]!.title).toBe('Apply for Instructional Designer roles');
    expect(apply[0]!.detail).toMatch(/PivotMatch/);
  });

  it('names a certification only where the data has one for the gap', () => {
    const cert = steps.find((s) => s.kind === 'certification' && s.skill === 'Teacher Training')!;
    expect(cert.title).toBe('Earn the Associate Professional in Talent Development (APTD)');
    expect(cert.detail).toMatch(/Association for Talent Development/);
    expect(certificationFor('grant writing')).toBeNull();
    expect(certificationFor('microsoft project')?.name).toMatch(/CAPM/);
    // Every placeholder is filled.
    expect(steps.every((s) => !/\{\w+\}/.test(s.title + s.detail))).toBe(true);
  });

  it('links each checklist task to one step at most, and only to tasks of the career-change plan', () => {
    const items = steps.map((s) => s.checklistItem).filter((c): c is string => c !== null);
    expect(new Set(items).size).toBe(items.length);
    expect(items.every(isGuidanceTaskId)).toBe(true);
    expect(steps.find((s) => s.kind === 'informational-interview')!.checklistItem).toBe('hold-informational-interviews');
    expect(steps[0]!.checklistItem).toBe('close-top-gap');
    expect(steps.find((s) => s.kind === 'learn' && s.skill === 'Grant Writing')!.checklistItem).toBeNull();
  });

  it('dates every step on a weekday within the range, in order, the last on the target week', () => {
    const dates = steps.map((s) => s.dueOn!);
    expect(dates.every((d) => d > START && d <= TARGET && isWeekday(d))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.at(-1)).toBe('2027-02-12');
  });

  it('is deterministic: the same path and dates give the same steps, whatever the order of the gaps', () => {
    expect(generateSteps({ ...path, missing: [...path.missing].reverse() }, START, TARGET)).toEqual(steps);
  });

  it('still plans an informational interview and an application when nothing is missing', () => {
    const bare = generateSteps({ ...path, missing: [] }, START, TARGET);
    expect(bare.map((s) => s.kind)).toEqual(['informational-interview', 'apply']);
    expect(bare.at(-1)!.dueOn).toBe('2027-02-12');
  });
});
