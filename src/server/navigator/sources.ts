/**
 * The resumes the navigator can read for a member: their PivotMatch uploads (skills and evidence
 * already read) and their builder resumes (read here, the same way an upload is).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { NavigatorSourceView, NavigatorSource } from '~/lib/navigator';
import { canonicalSkills, type SkillEvidence } from '~/lib/pivotmatch';
import type { ResumeData } from '~/lib/resume';
import type { Db } from '~/server/db/client';
import { resumeSessions, resumes, type ResumeLocation } from '~/server/db/schema';
import { notFound } from '~/server/http/errors';
import { extractSkillEvidence } from '~/server/skills/resume-skills';

const SOURCES_LISTED = 10;

/** A builder resume as the plain text an upload would give, with the headings the section reader knows. */
export function resumeText(data: ResumeData): string {
  const lines: string[] = [];
  const b = data.basics;
  lines.push(b.name, b.label);
  if (b.summary) lines.push('', 'Summary', b.summary);
  if (data.work.length) {
    lines.push('', 'Experience');
    for (const w of data.work) lines.push([w.position, w.name].filter(Boolean).join(', '), w.summary, ...w.highlights.map((h) => `- ${h}`));
  }
  if (data.education.length) {
    lines.push('', 'Education');
    for (const e of data.education) lines.push([e.studyType, e.area, e.institution].filter(Boolean).join(', '));
  }
  if (data.skills.length) {
    lines.push('', 'Skills');
    for (const s of data.skills) lines.push([s.name, ...s.keywords].filter(Boolean).join(', '));
  }
  if (data.certificates.length) {
    lines.push('', 'Certifications');
    for (const c of data.certificates) lines.push([c.name, c.issuer].filter(Boolean).join(', '));
  }
  if (data.projects.length) {
    lines.push('', 'Projects');
    for (const p of data.projects) lines.push(p.name, p.description, ...p.highlights.map((h) => `- ${h}`));
  }
  return lines.filter((l) => l !== undefined).join('\n');
}

export async function listSources(db: Db, userId: string): Promise<NavigatorSourceView[]> {
  const [uploads, built] = await Promise.all([
    db
      .select({ id: resumeSessions.id, fileName: resumeSessions.fileName, at: resumeSessions.completedAt, roles: resumeSessions.roles })
      .from(resumeSessions)
      .where(and(eq(resumeSessions.userId, userId), eq(resumeSessions.status, 'completed'), isNotNull(resumeSessions.completedAt)))
      .orderBy(desc(resumeSessions.completedAt))
      .limit(SOURCES_LISTED),
    db
      .select({ id: resumes.id, title: resumes.title, data: resumes.data, at: resumes.updatedAt })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(desc(resumes.updatedAt))
      .limit(SOURCES_LISTED),
  ]);
  const out: NavigatorSourceView[] = [
    ...uploads.map((u) => ({ kind: 'pivotmatch' as const, id: u.id, label: u.fileName, at: u.at!.toISOString(), title: u.roles?.current?.title ?? null })),
    ...built.map((r) => ({
      kind: 'resume' as const,
      id: r.id,
      label: r.title,
      at: r.at.toISOString(),
      title: r.data.work.find((w) => w.position)?.position ?? null,
    })),
  ];
  return out.sort((a, b) => b.at.localeCompare(a.at));
}

export interface SourceSkills {
  label: string;
  /** The vocabulary's names of the resume's skills (what paths and jobs are ranked by). */
  skills: string[];
  evidence: SkillEvidence[];
  title: string | null;
  /** Where the member lives, as an upload reads it (builder resumes: not read). */
  location: ResumeLocation | null;
}

/** The skills (with the resume's words) of one of the member's resumes; 404 for anyone else's. */
export async function loadSource(db: Db, userId: string, source: NavigatorSource): Promise<SourceSkills> {
  if (source.kind === 'pivotmatch') {
    const [row] = await db
      .select()
      .from(resumeSessions)
      .where(and(eq(resumeSessions.id, source.id), eq(resumeSessions.userId, userId), eq(resumeSessions.status, 'completed')));
    if (!row) throw notFound('That resume is not in your account, or it is still being read.');
    return {
      label: row.fileName,
      skills: row.skills ?? [],
      evidence: row.skillEvidence ?? [],
      title: row.roles?.current?.title ?? null,
      location: row.location,
    };
  }
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, source.id), eq(resumes.userId, userId)));
  if (!row) throw notFound('That resume is not in your account.');
  const evidence = extractSkillEvidence(resumeText(row.data));
  return { label: row.title, skills: canonicalSkills(evidence), evidence, title: row.data.work.find((w) => w.position)?.position ?? null, location: null };
}
