/**
 * A pivot plan's steps, written from a navigator path: learn, practise, prove. For each of the
 * path's top missing gaps (most important first) a learn step and a step that proves it (a
 * certification where content/planner/steps.json names one for the gap, else a project for a tool
 * or a concrete skill, or practice for a rated skill or knowledge area); one informational
 * interview after the first gap; and an apply step last. Dates spread over the weekdays up to the
 * target date. Pure and deterministic: the same path and dates give the same steps.
 */
import { z } from 'zod';
import stepsFile from '@content/planner/steps.json';
import type { PlanStepKind } from '~/lib/catalogue';
import { PLAN_STEPS_MAX } from '~/lib/catalogue';
import { isGuidanceTaskId } from '~/lib/guidance';
import type { CareerPath, Gap } from '~/lib/navigator';
import { commonTitleOf, spreadDueDates } from '~/lib/planner';

const template = z.object({ title: z.string().min(1), detail: z.string().min(1), checklistItem: z.string().refine(isGuidanceTaskId).optional() }).strict();
const proveKind = z.enum(['project', 'practise']);

/** The file's shape, checked when the module loads: a broken entry fails every test that touches the planner. */
export const stepTemplatesSchema = z
  .object({
    $comment: z.string(),
    gapsPlanned: z.number().int().min(1).max(10),
    proveBy: z.object({ tool: proveKind, skill: proveKind, ratedSkill: proveKind, knowledge: proveKind }).strict(),
    learn: z.object({ tool: template, skill: template, ratedSkill: template, knowledge: template }).strict(),
    practise: template,
    project: template,
    certification: template,
    'informational-interview': template,
    apply: template,
    certifications: z.array(z.object({ gaps: z.array(z.string().min(1)).min(1), name: z.string().min(1), issuer: z.string().min(1) }).strict()),
  })
  .strict();
export type StepTemplates = z.infer<typeof stepTemplatesSchema>;

export const STEP_TEMPLATES: StepTemplates = stepTemplatesSchema.parse(stepsFile);

const certificationByGap = new Map(STEP_TEMPLATES.certifications.flatMap((c) => c.gaps.map((g) => [g.toLowerCase(), c] as const)));

/** A certification that proves this gap, when the field has one. */
export const certificationFor = (gap: string) => certificationByGap.get(gap.toLowerCase()) ?? null;

export interface GeneratedStep {
  position: number;
  kind: PlanStepKind;
  title: string;
  detail: string;
  skill: string | null;
  dueOn: string | null;
  checklistItem: string | null;
}

type Draft = Omit<GeneratedStep, 'position' | 'dueOn'>;

/** A gap's kind as the templates know it: O*NET's rated skills (with a level gap) read differently from skills its tasks name. */
const gapKind = (g: Gap): 'tool' | 'skill' | 'ratedSkill' | 'knowledge' => (g.kind === 'skill' && g.levelGap !== null ? 'ratedSkill' : g.kind);

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The gaps a plan works on: the most important first (ties by name), at most `gapsPlanned`. */
export function plannedGaps(path: Pick<CareerPath, 'missing'>): Gap[] {
  return [...path.missing]
    .sort((a, b) => b.importance - a.importance || (b.levelGap ?? 0) - (a.levelGap ?? 0) || a.name.localeCompare(b.name))
    .slice(0, STEP_TEMPLATES.gapsPlanned);
}

/** The steps of a plan for `path`, dated over the weekdays after `start` up to `target` (both YYYY-MM-DD). */
export function generateSteps(path: Pick<CareerPath, 'title' | 'titles' | 'missing'>, start: string, target: string): GeneratedStep[] {
  const t = STEP_TEMPLATES;
  const title = commonTitleOf(path);
  const base = { title, aTitle: `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`, occupation: path.title };
  const drafts: Draft[] = [];
  const draft = (kind: PlanStepKind, tpl: z.infer<typeof template>, values: Record<string, string>, skill: string | null) =>
    drafts.push({ kind, title: fill(tpl.title, values), detail: fill(tpl.detail, values), skill, checklistItem: tpl.checklistItem ?? null });

  plannedGaps(path).forEach((gap, i) => {
    const values = { ...base, name: gap.name };
    const kind = gapKind(gap);
    draft('learn', t.learn[kind], values, gap.name);
    const cert = certificationFor(gap.name);
    if (cert) draft('certification', t.certification, { ...values, certification: cert.name, issuer: cert.issuer }, gap.name);
    else draft(t.proveBy[kind], t[t.proveBy[kind]], values, gap.name);
    // Talking to someone in the field early tells the member which of the rest matter most.
    if (i === 0) draft('informational-interview', t['informational-interview'], base, null);
  });
  if (!drafts.some((d) => d.kind === 'informational-interview')) draft('informational-interview', t['informational-interview'], base, null);
  draft('apply', t.apply, base, null);

  // One checklist task is ticked by one step: the first that carries it.
  const claimed = new Set<string>();
  for (const d of drafts) {
    if (d.checklistItem && claimed.has(d.checklistItem)) d.checklistItem = null;
    else if (d.checklistItem) claimed.add(d.checklistItem);
  }

  const kept = drafts.slice(0, PLAN_STEPS_MAX);
  const dates = spreadDueDates(kept.length, start, target);
  return kept.map((d, i) => ({ ...d, position: i, dueOn: dates[i] ?? null }));
}
