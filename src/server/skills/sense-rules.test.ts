import { describe, expect, it } from 'vitest';
import { extractSkillEvidence } from './resume-skills';
import { SENSE_RULES } from './sense-rules';
import { skillByName } from './taxonomy';

/** The vocabulary entries read in a sentence (no employer or school names to set aside). */
const entries = (text: string) => extractSkillEvidence(text, { names: [] }).map((e) => e.canonical);

describe('sense rules (content/skills/sense-rules.json)', () => {
  it('name only skills the vocabulary has', () => {
    const unknown = SENSE_RULES.flatMap((r) => [...r.skills, ...r.examples.map((e) => e.skill)]).filter((name) => !skillByName(name));
    expect(unknown).toEqual([]);
  });

  it('each come with sentences where the skill is read and where it is not', () => {
    for (const rule of SENSE_RULES)
      expect(
        rule.examples.some((e) => !e.read),
        rule.id,
      ).toBe(true);
  });

  for (const rule of SENSE_RULES) {
    it(`${rule.id}: ${rule.why}`, () => {
      for (const example of rule.examples) {
        const read = entries(example.text);
        if (example.read) expect(read, example.text).toContain(example.skill);
        else expect(read, example.text).not.toContain(example.skill);
      }
    });
  }

  it('leave a word the owner lists in a skills section alone', () => {
    const read = extractSkillEvidence('SKILLS\nAuditing, Triage, Employee Onboarding\n', { names: [] }).map((e) => e.canonical);
    expect(read).toEqual(['Auditing', 'Triage', 'Employee Onboarding']);
  });

  it('judge each mention: a skill read in another sense in one place still counts where it is the skill', () => {
    const read = entries('Worked the night audit at a 200-room hotel.\nLater led internal audits of 30 branch offices.');
    expect(read).toContain('Auditing');
  });
});
