import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SKILLS, type StoredSkill } from './taxonomy';
import { extractSkillEvidence } from './resume-skills';

/**
 * content/skills/fields/*.json: the working vocabulary of one line of work each (dental hygiene,
 * property management, fundraising…), hand-written from the trade's own terms (issue 28, item 3).
 */
const dir = fileURLToPath(new URL('../../../content/skills/fields/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const entries = files.flatMap((file) =>
  (JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as { skills: StoredSkill[] }).skills.map((skill) => ({ file, skill })),
);

describe('the field vocabularies', () => {
  it('cover many lines of work', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(entries.length).toBeGreaterThanOrEqual(1000);
  });

  it('give back every skill under its own name when a member lists it in a skills section', () => {
    const read = (text: string) => extractSkillEvidence(text, { names: [] }).map((s) => s.canonical);
    const unread = entries.filter(({ skill }) => !read(`SKILLS\n${skill.name}\nMicrosoft Excel`).includes(skill.name));
    expect(unread.map(({ file, skill }) => `${file}: ${skill.name}`)).toEqual([]);
  });

  it('never match a single ordinary word in any sentence: such a word is read only in a list or a skills section, or with its capital', () => {
    // "sterilization", "hiring", "interconnection" would be read from every sentence that uses the word.
    const plainWord = (form: string) => /^\p{L}[\p{Ll}'-]*$/u.test(form);
    const loose = entries.flatMap(({ file, skill }) => {
      const guarded = new Set([...(skill.exact ?? []), ...(skill.context ?? []).map((c) => c.form)]);
      return [skill.name, ...(skill.aliases ?? [])].filter((f) => plainWord(f) && !guarded.has(f)).map((f) => `${file}: ${skill.name}: "${f}"`);
    });
    expect(loose).toEqual([]);
  });

  it('give no other skill’s form to a skill: a wording the vocabulary has already means that skill', () => {
    // Two skills with one form would both be read from it ("CRDTS", a dental board, beside "CRDTs").
    const key = (form: string) => form.normalize('NFKC').replace(/-/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
    const formsOf = (s: { name: string; aliases?: readonly string[]; exact?: readonly string[]; context?: readonly { form: string }[] }) => [
      s.name,
      s.name.replace(/\s*\([^)]*\)\s*$/, ''),
      ...(s.aliases ?? []),
      ...(s.exact ?? []),
      ...(s.context ?? []).map((c) => c.form),
    ];
    const owners = new Map<string, Set<string>>();
    for (const skill of SKILLS) for (const f of formsOf(skill)) owners.set(key(f), (owners.get(key(f)) ?? new Set()).add(skill.name));
    const shared = entries.flatMap(({ file, skill }) =>
      [...new Set(formsOf(skill).map(key))].flatMap((k) => {
        const others = [...(owners.get(k) ?? [])].filter((name) => name !== skill.name);
        return others.length ? [`${file}: ${skill.name}: "${k}" is also ${others.join(', ')}`] : [];
      }),
    );
    expect(shared).toEqual([]);
  });
});
