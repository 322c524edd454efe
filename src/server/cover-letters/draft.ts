/**
 * The cover letter's reading: the skills of the job description and of the resume, through the
 * same taxonomy PivotMatch uses, handed to the pure assembly in src/lib/cover-letter.ts.
 */
import { emptyResumeData, type ResumeData } from '~/lib/resume';
import { assembleLetter, evidenceSources, latestJob, resumeText, type LetterDraft, type LetterRequirements } from '~/lib/cover-letter';
import { extractSkills, findSkillMentions } from '~/server/skills/extract-skills';
import { skillByName } from '~/server/skills/taxonomy';

export interface JobSide {
  company: string;
  role: string;
  jobDescription: string;
}

/**
 * How a text writes each skill it names, first time: the letter says "Excel" where the description
 * says Excel, not the taxonomy's "Microsoft Excel". A form that is the name in other letter case
 * takes the name's capitals where they are an acronym's or a brand's ("sql" → "SQL", "javascript"
 * → "JavaScript"), never a title's ("stakeholder management" stays as written).
 */
function labelsOf(texts: string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const text of texts) {
    for (const { name, form } of findSkillMentions(text)) {
      if (labels[name]) continue;
      const sameWord = form.toLowerCase() === name.toLowerCase();
      labels[name] = sameWord && /[A-Z]{2}|[a-z][A-Z]/.test(name) ? name : form;
    }
  }
  return labels;
}

/** A draft from the resume and the job (the role's title and the description are the job's requirements): deterministic, every skill it names read from one of the two. */
export function draftLetter(resume: ResumeData, job: JobSide): LetterDraft {
  const jobText = `${job.role}\n${job.jobDescription}`;
  const jobSkills = extractSkills(jobText);
  const text = resumeText(resume);
  const resumeSkills = extractSkills(text);
  const evidence = evidenceSources(resume).map((line) => ({ ...line, skills: extractSkills(line.text) }));
  const fields: Record<string, string> = {};
  for (const name of [...jobSkills, ...resumeSkills]) {
    const def = skillByName(name);
    if (def) fields[name] = def.field;
  }
  return assembleLetter({
    company: job.company,
    role: job.role,
    jobSkills,
    resumeSkills,
    evidence,
    latest: latestJob(resume),
    fields,
    labels: labelsOf([jobText, text]),
  });
}

/** What a saved letter is checked against when its resume or description changes (no new wording). */
export function requirementsOf(resume: ResumeData | null, job: JobSide): LetterRequirements {
  return draftLetter(resume ?? emptyResumeData(), job).requirements;
}
