/**
 * `npm run data:heldout`: writes tests/fixtures/heldout/, PivotMatch's held-out evaluation set
 * (issue 11, item 6): career-history resumes written from O*NET 29.2 task statements and
 * technology examples of occupations drawn at random (fixed seed) within 12 fields, rendered as
 * PDF and DOCX by our own exporters, each with NAME.truth.json for `npm run eval:resumes`.
 *
 * The truth is derived here from what this script put in the text, never from the skills
 * vocabulary or the taxonomy: the set must stay a measure nobody tuned on. Freeze it in a commit
 * before tuning, and do not re-run this script to "fix" a figure afterwards.
 *
 * Same seed, same data → byte-identical truth files. The PDF and DOCX bytes also carry the
 * render time (pdfmake and docx stamp a creation date, and renderResume has no option for it),
 * so only their text is reproducible. ONET_DIR points at another copy of the data.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESUME_TEMPLATES, type ResumeTemplate, resumeDataSchema, type ResumeData } from '~/lib/resume';
import { pastTense, type VerbFormRules } from '~/lib/verb-forms';
import type { ResumeTruth } from '~/server/resumes/score';
import { mulberry32 } from '~/lib/random';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onetDir = process.env.ONET_DIR ?? `${root}../shared/data/onet-29.2`;
export const HELDOUT_DIR = `${root}tests/fixtures/heldout`;

/** Change it and the whole set changes: record it in tests/fixtures/heldout/README.md. */
export const SEED = 20261125;
const PER_FIELD = 4;
/** The "now" of every career history, fixed so the dates do not move with the clock. */
const NOW_YEAR = 2025;

// ---------------------------------------------------------------------------------------------
// Seeded randomness: mulberry32, small and good enough to pick occupations and wording.

// Reset by buildHeldoutSet, so that every build in a process draws the same set.
let random = mulberry32(SEED);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// O*NET, read once and indexed by occupation code.

function readTsv(name: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(`${onetDir}/${name}`, 'utf8').split('\n');
  const columns = head!.split('\t');
  return lines.filter((l) => l.trim()).map((line) => Object.fromEntries(line.split('\t').map((v, i) => [columns[i]!, v])));
}
function groupBy<T>(rows: Record<string, string>[], map: (r: Record<string, string>) => T | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const value = map(r);
    if (value === null) continue;
    const code = r['O*NET-SOC Code']!;
    out.set(code, [...(out.get(code) ?? []), value]);
  }
  return out;
}

interface Tech {
  example: string;
  hot: boolean;
}

const occupations = readTsv('occupation-data.tsv').map((r) => ({ code: r['O*NET-SOC Code']!, title: r.Title!, description: r.Description! }));
const tasksByCode = groupBy(readTsv('task-statements.tsv'), (r) => ({ task: r.Task!, core: r['Task Type'] === 'Core' }));
const techByCode = groupBy<Tech>(readTsv('technology-skills.tsv'), (r) => ({ example: r.Example!, hot: r['Hot Technology'] === 'Y' }));
const altTitles = groupBy(readTsv('alternate-titles.tsv'), (r) => r['Alternate Title']!);
const reportedTitles = groupBy(readTsv('sample-of-reported-titles.tsv'), (r) => r['Reported Job Title']!);
const related = groupBy(readTsv('related-occupations.tsv'), (r) => r['Related O*NET-SOC Code']!);
const skillImportance = groupBy(readTsv('skills.tsv'), (r) => (r['Scale ID'] === 'IM' ? { name: r['Element Name']!, im: Number(r['Data Value']) } : null));

const verbRules = JSON.parse(readFileSync(`${root}content/bullets/rules.json`, 'utf8')) as VerbFormRules;
/** Every word that opens an O*NET task statement is a verb ("Reassure", "Supply", "Fit"). */
const knownVerbs = new Set(
  [...tasksByCode.values()]
    .flat()
    .map((t) => /^[A-Z][a-z]+/.exec(t.task)?.[0]?.toLowerCase() ?? '')
    .filter(Boolean),
);

// ---------------------------------------------------------------------------------------------
// Fields: O*NET-SOC major groups, and what a person of that field studied (fictional schools).

interface Field {
  name: string;
  groups: string[];
  degree: string;
  area: string;
}
export const FIELDS: Field[] = [
  { name: 'healthcare', groups: ['29', '31'], degree: 'Associate of Applied Science', area: 'Health Sciences' },
  { name: 'trades', groups: ['47', '49'], degree: 'Certificate', area: 'Industrial Technology' },
  { name: 'public-safety', groups: ['33'], degree: 'Associate of Science', area: 'Criminal Justice' },
  { name: 'hospitality', groups: ['35'], degree: 'Associate of Applied Science', area: 'Hospitality Management' },
  { name: 'education', groups: ['25'], degree: 'Bachelor of Arts', area: 'Elementary Education' },
  { name: 'legal', groups: ['23'], degree: 'Bachelor of Arts', area: 'Political Science' },
  { name: 'finance', groups: ['13'], degree: 'Bachelor of Science', area: 'Business Administration' },
  { name: 'logistics', groups: ['53'], degree: 'Certificate', area: 'Transportation Studies' },
  { name: 'creative', groups: ['27'], degree: 'Bachelor of Fine Arts', area: 'Studio Art' },
  { name: 'military', groups: ['55'], degree: 'Associate of Arts', area: 'General Studies' },
  { name: 'retail', groups: ['41'], degree: 'Associate of Arts', area: 'Business' },
  { name: 'tech', groups: ['15'], degree: 'Bachelor of Science', area: 'Computer Science' },
];

// ---------------------------------------------------------------------------------------------
// Technology names: which examples read as a named product, and their obvious short forms.

/** Vendor words a resume usually drops: "Esri ArcGIS" is written "ArcGIS". */
const VENDORS = new Set([
  'Microsoft',
  'Adobe',
  'Esri',
  'Intuit',
  'Oracle',
  'IBM',
  'Autodesk',
  'Google',
  'Apple',
  'Atlassian',
  'Amazon',
  'Cisco',
  'Corel',
  'Trimble',
  'Bentley',
  'Siemens',
  'Sage',
  'SAP',
  'Salesforce',
  'Epic',
  'Cerner',
  'Meditech',
]);
/** Short forms too much like plain words to stand alone in a bullet ("Word", "Project"). */
const PLAIN_WORDS = new Set([
  'word',
  'office',
  'project',
  'access',
  'teams',
  'outlook',
  'publisher',
  'dynamics',
  'database',
  'cloud',
  'analytics',
  'docs',
  'drive',
  'sheets',
  'forms',
  'maps',
  'search',
  'ads',
  'calendar',
  'mail',
  'pages',
  'numbers',
  'keynote',
  'photos',
  'systems',
  'software',
]);

/**
 * "Microsoft Excel", "SAP software", "Python" name a product; "Spreadsheet software" or
 * "Medical software" name a category, which no reader would call a skill the resume names.
 */
function isProduct(example: string): boolean {
  const words = example.split(' ');
  if (words.length === 1) return !knownVerbs.has(example.toLowerCase()) && example.length > 1;
  return words.slice(1).some((w) => /[A-Z0-9]/.test(w)) || /[A-Z].*[A-Z]/.test(words[0]!);
}

/** The obvious variants a reader accepts for an O*NET example (the truth file's aliases). */
export function aliasesOf(example: string): string[] {
  const out = new Set<string>();
  const noSuffix = example.replace(/ (?:software|Software)$/, '');
  if (noSuffix !== example && noSuffix.length > 1) out.add(noSuffix);
  // "Epic Systems" → "Epic", "Cisco Systems" → "Cisco": the company is the product.
  const noSystems = /^([A-Z][\w-]+) Systems$/.exec(noSuffix)?.[1];
  if (noSystems) out.add(noSystems);
  for (const name of [example, noSuffix]) {
    const [first, ...rest] = name.split(' ');
    if (first && VENDORS.has(first) && rest.length) out.add(rest.join(' '));
  }
  // "Structured query language SQL" → "SQL" and the words it stands for.
  const acronym = /^(.+?) ([A-Z][A-Z0-9]{1,6})$/.exec(noSuffix);
  if (acronym && acronym[1]!.split(' ').length >= 2) {
    out.add(acronym[2]!);
    out.add(acronym[1]!);
  }
  out.delete(example);
  return [...out];
}

/** The form a person might type in a bullet: a short form when it is unmistakable, else the name. */
function shortForm(example: string): string | null {
  const short = aliasesOf(example).find((a) => a.length >= 3 && !PLAIN_WORDS.has(a.toLowerCase()) && !a.includes(' ') && /[A-Z]/.test(a));
  return short ?? null;
}

// Acronyms O*NET task statements spell out: a technology or technique a reader would call a
// skill the resume names ("Geographic Information Systems (GIS)"). Any other acronym in a task
// (a law, an agency, a standard) is accepted if returned but not required.
const SKILL_ACRONYMS = new Set([
  'GIS',
  'GPS',
  'CAD',
  'CAM',
  'CNC',
  'HTML',
  'XML',
  'SQL',
  'SEO',
  'RFID',
  'HTTP',
  'LAN',
  'WAN',
  'CPR',
  'AED',
  'EKG',
  'ECG',
  'PLC',
  'HVAC',
  'EHR',
  'EMR',
  'CRM',
  'ERP',
  'POS',
  'MRI',
  'CT',
  'BIM',
  'VoIP',
  'TCP',
  'IP',
  'UNIX',
  'CSS',
  'API',
  'NDT',
  'PPE',
]);

interface TaskMentions {
  required: Map<string, string[]>;
  optional: string[];
}
/** The acronyms (and the words they stand for) a task statement names. */
export function taskMentions(task: string): TaskMentions {
  const required = new Map<string, string[]>();
  const optional: string[] = [];
  for (const m of task.matchAll(/\b([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\b/g)) {
    // "electrocardiograms (EKGs)" names EKG.
    const acronym = m[1]!.replace(/^([A-Z]{2,})s$/, '$1');
    if (acronym.length > 6 || /[a-z]{2}/.test(acronym)) continue;
    // "global positioning systems (GPS)": the words before the bracket that spell the acronym.
    const before = task
      .slice(0, m.index)
      .match(/((?:[\w-]+ ){1,6})\($/)?.[1]
      ?.trim();
    const expansion = before ? expansionOf(before, acronym) : null;
    const names = expansion ? [expansion] : [];
    if (SKILL_ACRONYMS.has(acronym)) required.set(acronym, names);
    else optional.push(acronym, ...names);
  }
  return { required, optional };
}
function expansionOf(words: string, acronym: string): string | null {
  const list = words.split(' ');
  // One word per letter first ("local area network (LAN)"), then a little shorter or longer.
  const lengths = [acronym.length, acronym.length - 1, acronym.length + 1, acronym.length + 2, acronym.length - 2];
  for (const n of lengths) {
    if (n < 2 || n > list.length) continue;
    const tail = list.slice(-n);
    if (tail[0]!.charAt(0).toUpperCase() === acronym.charAt(0)) return tail.join(' ');
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// People, places and employers: fictional, from small lists.

const FIRST = [
  'Avery',
  'Jordan',
  'Priya',
  'Marcus',
  'Elena',
  'Tomas',
  'Keisha',
  'Wei',
  'Dana',
  'Rafael',
  'Hannah',
  'Omar',
  'Lucia',
  'Derek',
  'Nadia',
  'Samuel',
  'Grace',
  'Andre',
  'Mei',
  'Victor',
  'Rosa',
  'Caleb',
  'Fatima',
  'Jamal',
  'Ingrid',
  'Luis',
  'Tessa',
  'Kwame',
  'Olivia',
  'Hector',
  'Sienna',
  'Ravi',
];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Ramirez',
  'Chen',
  'Haddad',
  'Novak',
  'Brooks',
  'Patel',
  'Moreau',
  'Kowalski',
  'Nguyen',
  'Alvarez',
  'Fitzgerald',
  'Tanaka',
  'Mensah',
  'Sorensen',
  'Delgado',
  'Whitaker',
  'Ibrahim',
  'Castillo',
  'Horvath',
  'Park',
  'Oyelaran',
  'Bianchi',
  'Lowe',
  'Qureshi',
  'Schmidt',
  'Baptiste',
  'Mercer',
  'Yilmaz',
  'Duarte',
  'Engel',
];
/** [city, state code, state name]: the contact block writes either the code or the name. */
const CITIES: [string, string, string][] = [
  ['Austin', 'TX', 'Texas'],
  ['Columbus', 'OH', 'Ohio'],
  ['Tacoma', 'WA', 'Washington'],
  ['Raleigh', 'NC', 'North Carolina'],
  ['Boise', 'ID', 'Idaho'],
  ['Tucson', 'AZ', 'Arizona'],
  ['Omaha', 'NE', 'Nebraska'],
  ['Richmond', 'VA', 'Virginia'],
  ['Madison', 'WI', 'Wisconsin'],
  ['Albuquerque', 'NM', 'New Mexico'],
  ['Savannah', 'GA', 'Georgia'],
  ['Spokane', 'WA', 'Washington'],
  ['Des Moines', 'IA', 'Iowa'],
  ['Providence', 'RI', 'Rhode Island'],
  ['Fort Collins', 'CO', 'Colorado'],
  ['Baton Rouge', 'LA', 'Louisiana'],
  ['Harrisburg', 'PA', 'Pennsylvania'],
  ['Knoxville', 'TN', 'Tennessee'],
  ['Grand Rapids', 'MI', 'Michigan'],
  ['Salt Lake City', 'UT', 'Utah'],
  ['Sacramento', 'CA', 'California'],
  ['Anchorage', 'AK', 'Alaska'],
  ['Portland', 'ME', 'Maine'],
  ['Lexington', 'KY', 'Kentucky'],
];
const EMPLOYER_STEMS = [
  'Cascade',
  'Emerald',
  'Summit',
  'Harbor',
  'Northwind',
  'Blue Ridge',
  'Redwood',
  'Granite',
  'Pinecrest',
  'Lakeside',
  'Meridian',
  'Copperline',
  'Bayview',
  'Prairie',
  'Ironwood',
  'Silver Creek',
  'Westgate',
  'Juniper',
  'Oakhaven',
  'Riverbend',
];
const EMPLOYER_KINDS = ['Group', 'Partners', 'Company', 'Services', 'Associates', 'Cooperative', 'Inc.', 'LLC', 'Works', 'Collective'];
/**
 * Employer names that contain skill-like words, as real ones do (issue 11's precision traps):
 * none of these words is a skill of the resume they appear in, so an extractor that returns one
 * has read an employer as a skill.
 */
const TRAP_EMPLOYERS = [
  'Cascade Payroll Software',
  'Emerald Freight Systems',
  'Summit Patient Care Group',
  'Harbor Inventory Solutions',
  'Northwind Data Analytics',
  'Blue Ridge Project Management Partners',
  'Redwood Customer Service Center',
  'Granite Accounting Services',
  'Pinecrest Network Security',
  'Lakeside Quality Assurance Labs',
  'Meridian Logistics Software',
  'Copperline Social Media Agency',
  'Excel Home Health',
  'Bayview Supply Chain Solutions',
  'Prairie Event Planning Co.',
  'Ironwood Graphic Design Studio',
];
const SCHOOLS = [
  'Lakemont Community College',
  'Westbrook State University',
  'Cedar Valley Technical College',
  'Northfield University',
  'Harlan County Community College',
  'Saint Brendan College',
  'Ridgeline Institute of Technology',
  'Pacific Crest University',
  'Mill River Community College',
  'Eastport State College',
];
const CLOSING = [
  'Steady under pressure, careful with details, and glad to learn from the people around me.',
  'I keep clear notes, show up early, and leave things better than I found them.',
  'Looking for a team where my experience counts and there is room to grow.',
  'People I have worked with describe me as calm, dependable and quick to pitch in.',
];
/** O*NET skills that people list on a resume under that name ("Critical Thinking", not "Reading Comprehension"). */
const LISTED_ONET_SKILLS = new Set([
  'Active Listening',
  'Critical Thinking',
  'Complex Problem Solving',
  'Time Management',
  'Judgment and Decision Making',
  'Service Orientation',
  'Social Perceptiveness',
  'Negotiation',
  'Persuasion',
  'Troubleshooting',
  'Equipment Maintenance',
  'Quality Control Analysis',
  'Programming',
  'Systems Analysis',
  'Repairing',
  'Instructing',
]);

// ---------------------------------------------------------------------------------------------
// Writing one job from an occupation.

interface Occupation {
  code: string;
  title: string;
  description: string;
}
const products = (code: string) => (techByCode.get(code) ?? []).filter((t) => isProduct(t.example));
const tasksOf = (code: string) => (tasksByCode.get(code) ?? []).filter((t) => t.task.length <= 190);

function eligible(o: Occupation, military: boolean): boolean {
  if (/All Other/.test(o.title)) return false;
  // Military occupations have no task or technology rows in O*NET: their bullets come from the description.
  if (military) return true;
  return tasksOf(o.code).length >= 6 && products(o.code).length >= 3;
}

/** "operating aircraft weapons" → "Operate aircraft weapons" (null when the verb is not known). */
function imperativeOf(gerund: string): string | null {
  const baseOf = (word: string) => {
    const stem = word.replace(/ing$/, '');
    return [stem, `${stem}e`, stem.slice(0, -1)].find((b) => word.endsWith('ing') && knownVerbs.has(b)) ?? null;
  };
  const words = gerund.trim().split(' ');
  const base = baseOf(words[0] ?? '');
  if (!base) return null;
  words[0] = base.charAt(0).toUpperCase() + base.slice(1);
  // "establishing and maintaining radio communications"
  if ((words[1] === 'and' || words[1] === 'or') && words[2]) words[2] = baseOf(words[2]) ?? words[2];
  return words.join(' ');
}

/** "Direct or coordinate budgets." → "Directed or coordinated budgets" (the leading verbs only). */
export function toPastBullet(task: string): string {
  const words = task.trim().replace(/\.$/, '').split(' ');
  const first = words[0]!.replace(/,$/, '');
  words[0] = pastTense(first, verbRules) + (words[0]!.endsWith(',') ? ',' : '');
  // Verb chains: "Prepare and submit", "Plan, direct, or coordinate".
  for (let i = 1; i < words.length - 1; i++) {
    const w = words[i]!;
    if (w === 'or' || w === 'and') continue;
    const bare = w.replace(/,$/, '');
    const prev = words[i - 1]!;
    const chained = prev === 'or' || prev === 'and' || prev.endsWith(',');
    if (!chained || !knownVerbs.has(bare)) break;
    words[i] = pastTense(bare.charAt(0).toUpperCase() + bare.slice(1), verbRules).toLowerCase() + (w.endsWith(',') ? ',' : '');
  }
  return words.join(' ');
}

function jobTitle(code: string, fallback: string): string {
  const fits = (t: string) => t.length <= 48 && !/[/()]/.test(t) && t !== t.toUpperCase();
  const reported = (reportedTitles.get(code) ?? []).filter(fits);
  const alternate = (altTitles.get(code) ?? []).filter(fits);
  if (reported.length && chance(0.5)) return pick(reported);
  if (alternate.length) return pick(alternate);
  return reported.length ? pick(reported) : fallback.replace(/s$/, '');
}

/** Ways a tool shows up inside a bullet, with no other skill-like words added around it. */
const TOOL_IN_TASK = [(b: string, t: string) => `${b}, using ${t}`, (b: string, t: string) => `${b} with ${t}`, (b: string, t: string) => `${b} (${t})`];
const TOOLISH_TASK =
  /\b(?:record|report|data|schedul|document|computer|track|plan|design|inventor|order|budget|chart|file|log|map|drawing|spreadsheet|database|account|invoice|program)/i;
const TOOL_ALONE = [
  (t: string) => `Used ${t} every day`,
  (t: string) => `Set up ${t} for the team`,
  (t: string) => `Learned ${t} on the job`,
  (t: string) => `Worked in ${t} daily`,
];

interface Truth {
  skills: Map<string, Set<string>>;
  optional: Set<string>;
}
function addSkill(truth: Truth, name: string, aliases: string[]) {
  const known = truth.skills.get(name) ?? new Set<string>();
  aliases.forEach((a) => known.add(a));
  truth.skills.set(name, known);
}

function writeJob(occ: Occupation, military: boolean, bullets: number, tools: Tech[], truth: Truth): { position: string; highlights: string[] } {
  const position = jobTitle(occ.code, occ.title);
  let lines: string[];
  if (military) {
    // "Operate tanks, light armor, and amphibious assault vehicles during combat…": the description's sentences.
    // The first sentence is imperative ("Operate tanks…"); "Duties include operating…; directing…;
    // and coordinating…" lists the rest as gerunds, each made an imperative here.
    const [lead = '', duties = ''] = occ.description.split(/\.\s+Duties include /);
    const first = lead.split(/(?<=\.)\s+/)[0]!;
    const items = duties
      .replace(/\.$/, '')
      .split(/;\s+(?:and\s+)?/)
      .map(imperativeOf)
      .filter((d): d is string => d !== null);
    lines = [first, ...shuffled(items)].slice(0, bullets);
  } else {
    const all = tasksOf(occ.code);
    const core = shuffled(all.filter((t) => t.core));
    const rest = shuffled(all.filter((t) => !t.core));
    lines = [...core, ...rest].slice(0, bullets).map((t) => t.task);
  }
  for (const line of lines) {
    const found = taskMentions(line);
    found.required.forEach((names, acronym) => addSkill(truth, acronym, names));
    found.optional.forEach((o) => truth.optional.add(o));
  }
  const highlights = lines.map(toPastBullet);
  const withTool = new Set<string>();
  for (const tool of tools) {
    const short = shortForm(tool.example);
    const written = short && chance(0.5) ? short : tool.example;
    addSkill(truth, tool.example, aliasesOf(tool.example));
    // A tool goes on a task about records, data or plans, where a person would name one;
    // otherwise it gets a bullet of its own ("Removed foreign bodies from the eye, using Excel" reads wrong).
    const fitting = highlights.filter((h) => !withTool.has(h) && lines.some((l) => toPastBullet(l) === h) && TOOLISH_TASK.test(h));
    if (fitting.length && chance(0.75)) {
      const at = highlights.indexOf(pick(fitting));
      highlights[at] = pick(TOOL_IN_TASK)(highlights[at]!, written);
      withTool.add(highlights[at]!);
    } else {
      const line = pick(TOOL_ALONE)(written);
      highlights.splice(int(1, highlights.length), 0, line);
      withTool.add(line);
    }
  }
  return { position, highlights };
}

/** Hot Technology examples first (what employers ask for), the draw deciding within each tier. */
function toolsFor(code: string): Tech[] {
  const all = products(code);
  return [...shuffled(all.filter((t) => t.hot)), ...shuffled(all.filter((t) => !t.hot))];
}

// ---------------------------------------------------------------------------------------------
// One resume.

export interface HeldoutResume {
  name: string;
  field: string;
  occupations: string[];
  data: ResumeData;
  truth: ResumeTruth & { source: Record<string, unknown> };
  layouts: { format: 'pdf' | 'docx'; template: ResumeTemplate; paper: 'letter' | 'a4' }[];
}

const usedNames = new Set<string>();
function personName(): string {
  for (;;) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return name;
    }
  }
}
let trapIndex = 0;
function employer(): string {
  // About one job in three works for an employer whose name has skill-like words.
  if (chance(0.35)) return TRAP_EMPLOYERS[trapIndex++ % TRAP_EMPLOYERS.length]!;
  return `${pick(EMPLOYER_STEMS)} ${pick(['Valley', 'County', 'Regional', 'Street', 'Point', 'Park'])} ${pick(EMPLOYER_KINDS)}`;
}
const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function buildResume(index: number, field: Field, primary: Occupation, pools: Map<string, Occupation[]>, civilian: Map<string, Occupation>): HeldoutResume {
  const military = field.name === 'military';
  const truth: Truth = { skills: new Map(), optional: new Set([field.area]) };
  const name = personName();
  // A career changer has the last job in one field and an earlier one in another; a veteran's
  // service comes first. The rest stayed in their field (an earlier, more junior post).
  const changer = military || chance(0.75);
  // O*NET's related occupations are the usual paths out of a job: take one in another major
  // group when there is one, else any occupation of another field (always so for veterans,
  // whose occupations O*NET relates to nothing).
  const paths = (related.get(primary.code) ?? []).map((c) => civilian.get(c)).filter((o): o is Occupation => !!o && !field.groups.includes(o.code.slice(0, 2)));
  const otherField = pick(FIELDS.filter((f) => f.name !== field.name && f.name !== 'military'));
  const other = !changer ? primary : paths.length && chance(0.8) ? pick(paths) : pick(pools.get(otherField.name)!);
  const primaryLast = !military && chance(0.5);
  const [latest, earlier] = primaryLast ? [primary, other] : [other, primary];
  const earliest = chance(0.35) ? pick(pools.get(pick(['retail', 'hospitality']))!) : null;

  const history = [{ occ: latest, bullets: int(4, 6) }, { occ: earlier, bullets: int(3, 5) }, ...(earliest ? [{ occ: earliest, bullets: 2 }] : [])];
  // Tools: one or two per civilian job go into bullets; the skills section lists others and repeats some.
  const bulletTools = new Map<number, Tech[]>();
  const sectionTools: Tech[] = [];
  for (const [i, { occ }] of history.entries()) {
    if (occ.code.startsWith('55-')) continue;
    const tools = toolsFor(occ.code).filter(
      (t) => !sectionTools.some((s) => s.example === t.example) && ![...bulletTools.values()].flat().some((b) => b.example === t.example),
    );
    const oldest = i === 2;
    const inBullets = tools.slice(0, oldest ? 1 : int(1, 2));
    bulletTools.set(i, inBullets);
    sectionTools.push(...tools.slice(inBullets.length, inBullets.length + (oldest ? 1 : int(2, 4))));
    if (inBullets.length && chance(0.5)) sectionTools.push(inBullets[0]!);
  }

  let end = NOW_YEAR;
  let month = int(1, 12);
  const work = history.map(({ occ, bullets }, i) => {
    const years = i === 0 ? int(1, 5) : int(2, 7);
    const startYear = end - years;
    const startMonth = int(1, 12);
    const job = writeJob(occ, occ.code.startsWith('55-'), bullets, bulletTools.get(i) ?? [], truth);
    const [city, state] = pick(CITIES);
    const entry = {
      name: occ.code.startsWith('55-') ? pick(['U.S. Army', 'U.S. Marine Corps', 'U.S. Navy', 'U.S. Air Force']) : employer(),
      position: job.position,
      location: `${city}, ${state}`,
      startDate: ym(startYear, startMonth),
      endDate: i === 0 && chance(0.7) ? '' : ym(end, month),
      summary: '',
      highlights: job.highlights,
    };
    end = startYear;
    month = startMonth;
    return entry;
  });

  sectionTools.forEach((t) => addSkill(truth, t.example, aliasesOf(t.example)));
  const listed = (skillImportance.get(primary.code) ?? skillImportance.get(other.code) ?? [])
    .filter((s) => LISTED_ONET_SKILLS.has(s.name))
    .sort((a, b) => b.im - a.im || a.name.localeCompare(b.name))
    .slice(0, int(0, 3))
    .map((s) => s.name);
  listed.forEach((s) => addSkill(truth, s, []));
  const skills = [
    ...(sectionTools.length ? [{ name: pick(['Software', 'Tools', 'Technology', '']), level: '', keywords: sectionTools.map((t) => t.example) }] : []),
    ...(listed.length ? [{ name: pick(['Strengths', 'Core', 'Working with people', '']), level: '', keywords: listed }] : []),
  ];

  // Location: a few say only "Remote"; the rest a US city with its state as a code or a name.
  const remote = index % 12 === 7;
  const [city, code, stateName] = pick(CITIES);
  const place = remote
    ? { city: 'Remote', region: '', countryCode: '' }
    : { city, region: chance(0.75) ? code : stateName, countryCode: chance(0.5) ? 'US' : '' };
  const handle = name.toLowerCase().replace(/ /g, '.');
  const latestTitle = work[0]!.position;
  const earlierTitle = work[1]!.position;
  const summary = changer
    ? `${earlierTitle} for ${int(3, 12)} years, now working as ${/^[AEIOU]/.test(latestTitle) ? 'an' : 'a'} ${latestTitle}. ${pick(CLOSING)}`
    : `${latestTitle} with ${int(4, 15)} years in the field. ${pick(CLOSING)}`;

  // Drawn in the order the fields were first written, so that every other draw stays where it was.
  const phone = `(${int(201, 989)}) 555-01${String(int(0, 99)).padStart(2, '0')}`;
  const profiles = chance(0.5) ? [{ network: 'LinkedIn', username: '', url: `https://www.linkedin.com/in/${handle.replace('.', '')}` }] : [];
  const school = pick(SCHOOLS);
  const studied = int(2, 4);
  const spoken = chance(0.3) ? pick(['Spanish', 'Portuguese', 'Vietnamese', 'French']) : null;
  const data = resumeDataSchema.parse({
    basics: {
      name,
      label: latestTitle,
      email: `${handle}@example.com`,
      phone,
      url: '',
      summary,
      location: place,
      profiles,
    },
    work,
    education: [
      {
        institution: school,
        area: field.area,
        studyType: field.degree,
        startDate: String(end - studied),
        endDate: String(end),
        score: '',
      },
    ],
    skills,
    languages: spoken
      ? [
          { language: 'English', fluency: 'Native' },
          { language: spoken, fluency: pick(['Fluent', 'Conversational']) },
        ]
      : [],
  });
  // A second language listed is a skill the resume names; English on a US resume is not a claim.
  if (spoken) {
    addSkill(truth, spoken, []);
    truth.optional.add('English');
  }

  const skillNames = [...truth.skills.keys()];
  const required = new Set(skillNames.map((s) => s.toLowerCase()));
  const fileName = `heldout-${String(index + 1).padStart(2, '0')}-${field.name}`;
  return {
    name: fileName,
    field: field.name,
    occupations: history.map((h) => h.occ.code),
    data,
    truth: {
      expect: 'ok',
      skills: skillNames,
      aliases: Object.fromEntries([...truth.skills].filter(([, a]) => a.size).map(([s, a]) => [s, [...a]])),
      optional: [...truth.optional].filter((o) => !required.has(o.toLowerCase())),
      location: remote ? { city: null, state: null, remote: true } : { city, state: code, remote: false },
      note:
        `Generated by src/cli/build-heldout-resumes.ts (seed ${SEED}) before any vocabulary tuning. skills = the O*NET technology examples ` +
        'placed in the text (bullets may write the short form listed in aliases), the O*NET skills listed in the skills section, and ' +
        "technology acronyms the task statements spell out; optional = the degree's subject and other acronyms in the tasks (laws, agencies, standards).",
      source: {
        field: field.name,
        occupations: history.map((h) => `${h.occ.code} ${h.occ.title}`),
        careerChange: changer,
      },
    },
    layouts: (['pdf', 'docx'] as const).map((format) => ({ format, template: pick(RESUME_TEMPLATES), paper: chance(0.25) ? 'a4' : 'letter' })),
  };
}

/** Every resume of the set, from the seed alone (no files read but O*NET and the verb rules). */
export function buildHeldoutSet(): HeldoutResume[] {
  random = mulberry32(SEED);
  usedNames.clear();
  trapIndex = 0;
  const pools = new Map<string, Occupation[]>();
  for (const field of FIELDS) {
    const military = field.name === 'military';
    pools.set(
      field.name,
      occupations.filter((o) => field.groups.includes(o.code.slice(0, 2)) && eligible(o, military)),
    );
  }
  const civilian = new Map(occupations.filter((o) => !o.code.startsWith('55-') && eligible(o, false)).map((o) => [o.code, o]));
  const resumes: HeldoutResume[] = [];
  for (const field of FIELDS) {
    const drawn = shuffled(pools.get(field.name)!).slice(0, PER_FIELD);
    for (const occ of drawn) resumes.push(buildResume(resumes.length, field, occ, pools, civilian));
  }
  return resumes;
}

async function main() {
  // Imported here, not at the top: the test imports buildHeldoutSet without the PDF and DOCX libraries.
  const { renderResume } = await import('~/server/exports/render');
  const resumes = buildHeldoutSet();
  mkdirSync(HELDOUT_DIR, { recursive: true });
  for (const f of readdirSync(HELDOUT_DIR)) if (/^heldout-/.test(f)) rmSync(join(HELDOUT_DIR, f));
  const counts = new Map<string, { resumes: number; pdf: number; docx: number; bytes: number }>();
  for (const r of resumes) {
    const c = counts.get(r.field) ?? { resumes: 0, pdf: 0, docx: 0, bytes: 0 };
    c.resumes++;
    for (const layout of r.layouts) {
      const bytes = await renderResume(r.data, layout.template, layout.format, layout.paper);
      writeFileSync(join(HELDOUT_DIR, `${r.name}.${layout.format}`), bytes);
      c[layout.format]++;
      c.bytes += bytes.length;
    }
    writeFileSync(join(HELDOUT_DIR, `${r.name}.truth.json`), `${JSON.stringify({ ...r.truth, layouts: r.layouts }, null, 2)}\n`);
    counts.set(r.field, c);
  }
  console.log('| Field | Resumes | PDF | DOCX | Truth skills |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [field, c] of counts) {
    const skills = resumes.filter((r) => r.field === field).reduce((n, r) => n + (r.truth.skills?.length ?? 0), 0);
    console.log(`| ${field} | ${c.resumes} | ${c.pdf} | ${c.docx} | ${skills} |`);
  }
  const total = [...counts.values()].reduce((n, c) => n + c.bytes, 0);
  console.log(`\n${resumes.length} resumes, ${resumes.length * 2} files, ${(total / 1e6).toFixed(1)} MB, seed ${SEED} → ${HELDOUT_DIR}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
