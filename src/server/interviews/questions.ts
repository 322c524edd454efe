/**
 * Draws a mock interview's questions from the bank (content/interviews/questions.json): one about
 * the career change, questions from the job description's skills and from the role's O*NET tasks,
 * skills and tools, behavioural questions to fill, and a closing one. The draw is seeded, so a
 * session's questions follow from its seed, and different sessions get different questions.
 */
import bank from '@content/interviews/questions.json';
import { QUESTIONS_PER_SESSION, type InterviewQuestion } from '~/lib/interviews';
import { occupationByCode } from '~/server/matching/occupations';
import { extractSkillEvidence } from '~/server/skills/resume-skills';
import { roleSkills } from './roles';
import { seededRandom } from '~/lib/random';

export interface DrawInput {
  roleTitle: string;
  occupationCode: string | null;
  company: string;
  jobDescription: string;
  previousField: string;
}

/** Questions from the job description and from the role, at most, so behavioural ones still come up. */
const MAX_FROM_DESCRIPTION = 2;
const MAX_FROM_ROLE = 2;
/** Tools the role question picks among: O*NET's Hot Technologies come first. */
const TOOLS_CONSIDERED = 5;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "an Instructional Designer", "a Nurse": by the first letter, which is right for nearly every job title. */
export const withArticle = (title: string) => `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;

/** An O*NET task as the rest of a sentence: "Develop materials." → "develop materials" (an acronym keeps its capitals). */
export function taskClause(task: string): string {
  const bare = task.trim().replace(/[.;]+$/, '');
  return /^[A-Z][A-Z]/.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

/** The job description's skills, each with the line that asks for it, through the taxonomy the cover letter uses. */
export function descriptionRequirements(jobDescription: string): Array<{ skill: string; label: string; quote: string }> {
  if (!jobDescription.trim()) return [];
  return extractSkillEvidence(jobDescription, { maxSpans: 1, names: [] }).flatMap((e) => {
    const span = e.evidence[0];
    // The line without its bullet: "- Experience with Storyline" → "Experience with Storyline".
    return span ? [{ skill: e.canonical ?? e.name, label: span.text, quote: span.quote.trim().replace(/^[-*•·–]\s*/, '') }] : [];
  });
}

function roleQuestions(code: string | null, random: () => number): InterviewQuestion[] {
  const occupation = code ? occupationByCode(code) : undefined;
  if (!occupation) return [];
  const values = { occupation: occupation.title };
  const role = bank.role;
  const out: InterviewQuestion[] = [];
  const taskIndex = Math.floor(random() * occupation.tasks.length);
  const task = occupation.tasks[taskIndex];
  if (task)
    out.push({
      id: `role-task-${taskIndex}`,
      kind: 'role',
      text: fill(role.task.text, { task: taskClause(task) }),
      why: `${fill(role.task.why, values)} "${task}"`,
    });
  const skills = roleSkills(occupation.code).filter((s): s is keyof typeof role.skill.questions => s in role.skill.questions);
  const skill = skills[Math.floor(random() * skills.length)];
  if (skill) out.push({ id: `role-skill-${slug(skill)}`, kind: 'role', text: role.skill.questions[skill], why: fill(role.skill.why, { ...values, skill }) });
  const tools = occupation.technologies.slice(0, TOOLS_CONSIDERED);
  const tool = tools[Math.floor(random() * tools.length)];
  if (tool)
    out.push({ id: `role-tool-${slug(tool)}`, kind: 'role', text: fill(role.technology.text, { technology: tool }), why: fill(role.technology.why, values) });
  return shuffled(out, random);
}

/** The session's questions, in the order they are asked. */
export function drawQuestions(input: DrawInput, seed: string, count = QUESTIONS_PER_SESSION): InterviewQuestion[] {
  const random = seededRandom(seed);
  const values = { role: input.roleTitle, aRole: withArticle(input.roleTitle), fromField: input.previousField, company: input.company };

  const change = bank.careerChange[Math.floor(random() * bank.careerChange.length)]!;
  const opener: InterviewQuestion = {
    id: change.id,
    kind: 'career-change',
    text: fill(input.previousField ? change.withField : change.text, values),
    why: input.previousField ? `You are moving from ${input.previousField}: interviewers ask career changers this.` : 'Interviewers ask career changers this.',
  };

  const closingPool = input.company ? bank.closing : bank.closing.filter((c) => !('withCompany' in c));
  const end = closingPool[Math.floor(random() * closingPool.length)]!;
  const closing: InterviewQuestion = {
    id: end.id,
    kind: 'closing',
    text: fill(input.company && 'withCompany' in end && end.withCompany ? end.withCompany : end.text, values),
    why: 'Interviews usually end with a question like this.',
  };

  const middle = count - 2;
  const fromDescription = shuffled(descriptionRequirements(input.jobDescription), random)
    .slice(0, Math.min(MAX_FROM_DESCRIPTION, middle - 1))
    .map((r): InterviewQuestion => ({
      id: `jd-${slug(r.skill)}`,
      kind: 'job-description',
      text: fill(bank.jobDescription.text, { requirement: r.label }),
      why: fill(bank.jobDescription.why, { quote: r.quote }),
    }));
  const fromRole = roleQuestions(input.occupationCode, random).slice(0, Math.min(MAX_FROM_ROLE, middle - fromDescription.length - 1));
  const behavioural = shuffled(bank.behavioural, random)
    .slice(0, middle - fromDescription.length - fromRole.length)
    .map((b): InterviewQuestion => ({ id: b.id, kind: 'behavioural', text: b.text, why: `A behavioural question about ${b.competency}.` }));

  return [opener, ...fromDescription, ...fromRole, ...behavioural, closing];
}
