/**
 * `npm run data:real-resumes`: writes tests/fixtures/real-resumes/, PivotMatch's evaluation set of REAL
 * resumes (issue 28): JSON Resume documents that people published in their own public repositories
 * (sources/NN-field.json, personal details replaced by hand, provenance in sources/SOURCES.md),
 * each rendered to PDF by one third-party JSON Resume theme from the npm registry, with
 * NN-field-THEME.truth.json beside it for `npm run eval:resumes`.
 *
 * The truth is derived here from each person's own `skills` section and from the text of the
 * rendered PDF, never from the skills vocabulary, the taxonomy or the extractor: the set measures
 * skill extraction on material nobody on the team wrote. It is frozen: do not re-run this script or
 * edit a truth file to improve a figure (README.md in the output folder says so too).
 *
 * The themes are installed at pinned versions into .cache/jsonresume-themes (ignored by git), never
 * into the project's dependencies. Icon fonts that the themes load from a CDN are installed there
 * too and served from disk, so the PDFs are drawn offline with the icons the themes meant.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { PDFParse } from 'pdf-parse';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const REAL_DIR = join(root, 'tests/fixtures/real-resumes');
const SOURCES_DIR = join(REAL_DIR, 'sources');
const CACHE_DIR = join(root, '.cache/jsonresume-themes');
const HTML_DIR = join(root, '.cache/real-resumes-html');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ---------------------------------------------------------------------------------------------
// Themes: nine third-party renderers at exact versions, assigned round-robin (resume NN gets
// THEMES[(NN - 1) % 9]), so each draws about five resumes.

interface Theme {
  name: string;
  version: string;
  /** How the theme lays the page out, for the README. */
  layout: string;
}

export const THEMES: readonly Theme[] = [
  { name: 'even', version: '0.26.1', layout: 'one column, inline SVG icons' },
  { name: 'elegant', version: '1.16.1', layout: 'cards in one column, icomoon icon font' },
  { name: 'flat', version: '0.3.7', layout: 'one column, Bootstrap 3' },
  { name: 'stackoverflow', version: '3.3.0', layout: 'one column, skills in a grid, Font Awesome 6 icons' },
  { name: 'kendall', version: '0.2.0', layout: 'two columns, Font Awesome 4 and 5 icons' },
  { name: 'macchiato', version: '1.1.0', layout: 'two columns (sidebar with skills as tags), Font Awesome 4 icons' },
  { name: 'paper', version: '0.5.0', layout: 'one column' },
  { name: 'spartan', version: '0.3.0', layout: 'one column, Font Awesome 4 icons' },
  { name: 'caffeine', version: '1.2.3', layout: 'two columns (sidebar), upper-case text, Font Awesome 4 icons' },
];

/** Stylesheets and icon fonts the themes link from a CDN; installed beside them and linked from disk instead. */
const ASSET_PACKAGES = [
  { pkg: 'font-awesome', version: '4.7.0', spec: 'font-awesome@4.7.0' },
  { pkg: 'fontawesome-free-5', version: '5.14.0', spec: 'fontawesome-free-5@npm:@fortawesome/fontawesome-free@5.14.0' },
  { pkg: '@fortawesome/fontawesome-free', version: '6.4.2', spec: '@fortawesome/fontawesome-free@6.4.2' },
  { pkg: 'bootstrap', version: '3.3.7', spec: 'bootstrap@3.3.7' },
];

/** CDN stylesheet → file under CACHE_DIR/node_modules that replaces it. */
const LOCAL_STYLESHEETS: Record<string, string> = {
  'https://maxcdn.bootstrapcdn.com/font-awesome/4.7.0/css/font-awesome.min.css': 'font-awesome/css/font-awesome.min.css',
  'https://cdnjs.cloudflare.com/ajax/libs/font-awesome/5.14.0/css/all.min.css': 'fontawesome-free-5/css/all.min.css',
  'https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.2/css/all.min.css': '@fortawesome/fontawesome-free/css/all.min.css',
  // kendall links Bootstrap 3.3.7, elegant 3.3.6 and flat 3.2.0: all get 3.3.7, the last 3.x with the same grid.
  'https://maxcdn.bootstrapcdn.com/bootstrap/3.3.7/css/bootstrap.min.css': 'bootstrap/dist/css/bootstrap.min.css',
  'https://maxcdn.bootstrapcdn.com/bootstrap/3.3.6/css/bootstrap.min.css': 'bootstrap/dist/css/bootstrap.min.css',
  'https://cdnjs.cloudflare.com/ajax/libs/twitter-bootstrap/3.2.0/css/bootstrap.min.css': 'bootstrap/dist/css/bootstrap.min.css',
};

function installedVersion(pkg: string): string | null {
  const file = join(CACHE_DIR, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
}

function installThemes(): void {
  const wanted = THEMES.map((t) => ({ pkg: `jsonresume-theme-${t.name}`, version: t.version }));
  if ([...wanted, ...ASSET_PACKAGES].every((w) => installedVersion(w.pkg) === w.version)) return;
  mkdirSync(CACHE_DIR, { recursive: true });
  // A package.json of its own keeps npm from walking up to the project's.
  writeFileSync(join(CACHE_DIR, 'package.json'), JSON.stringify({ name: 'jsonresume-themes-cache', private: true }, null, 2));
  const specs = [...wanted.map((w) => `${w.pkg}@${w.version}`), ...ASSET_PACKAGES.map((a) => a.spec)];
  console.log(`Installing ${specs.length} packages into ${CACHE_DIR}`);
  execFileSync('npm', ['install', '--prefix', CACHE_DIR, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', ...specs], { stdio: 'inherit' });
}

type Render = (resume: unknown) => string | Promise<string>;

async function loadTheme(theme: Theme): Promise<Render> {
  const dir = join(CACHE_DIR, 'node_modules', `jsonresume-theme-${theme.name}`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { main?: string; module?: string; exports?: unknown };
  // The ES module build where there is one (jsonresume-theme-even's CommonJS build requires an
  // ES-only package); import() takes CommonJS and ES modules alike.
  const exported = isObject(pkg.exports) && isObject(pkg.exports['.']) ? pkg.exports['.'].import : undefined;
  const esm = isObject(exported) ? exported.default : exported;
  const entry = join(dir, typeof esm === 'string' ? esm : (pkg.main ?? 'index.js'));
  const mod = (await import(pathToFileURL(entry).href)) as { render?: Render; default?: { render?: Render } };
  const render = mod.render ?? mod.default?.render;
  if (!render) throw new Error(`jsonresume-theme-${theme.name} has no render()`);
  return render;
}

// ---------------------------------------------------------------------------------------------
// Per-theme adaptation. Older themes read the schema before v1.0 (`website` for `url`, `company` for
// work `name`, `gpa` for `score`, `picture`...); the newer ones the reverse. Each document gets both
// spellings of a field it has, so every theme finds what it looks for, without changing any text.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function alias(o: Json, a: string, b: string): void {
  if (o[a] !== undefined && o[b] === undefined) o[b] = o[a];
  else if (o[b] !== undefined && o[a] === undefined) o[a] = o[b];
}

export function adaptForThemes(source: Json): Json {
  const r = structuredClone(source);
  if (isObject(r.basics)) alias(r.basics, 'url', 'website');
  for (const key of ['work', 'volunteer', 'projects']) {
    for (const item of Array.isArray(r[key]) ? r[key] : []) {
      if (!isObject(item)) continue;
      alias(item, 'url', 'website');
      if (key === 'work') alias(item, 'name', 'company');
      if (key === 'volunteer') alias(item, 'organization', 'name');
    }
  }
  for (const item of Array.isArray(r.education) ? r.education : []) if (isObject(item)) alias(item, 'score', 'gpa');
  for (const item of Array.isArray(r.publications) ? r.publications : []) if (isObject(item)) alias(item, 'url', 'website');
  for (const item of Array.isArray(r.languages) ? r.languages : []) {
    if (!isObject(item)) continue;
    alias(item, 'language', 'name');
    alias(item, 'fluency', 'level');
  }
  return r;
}

/** Links the icon fonts from disk instead of a CDN, and anything else stays unreachable. */
function localAssets(html: string, theme: Theme): string {
  let out = html;
  for (const [cdn, local] of Object.entries(LOCAL_STYLESHEETS)) {
    out = out.split(cdn).join(pathToFileURL(join(CACHE_DIR, 'node_modules', local)).href);
  }
  if (theme.name === 'elegant') {
    // The theme inlines its icomoon @font-face twice: relative to its own folder and on unpkg.
    const fonts = pathToFileURL(join(CACHE_DIR, 'node_modules/jsonresume-theme-elegant/assets/icomoon/fonts/')).href;
    out = out.replace(/url\((['"]?)fonts\//g, `url($1${fonts}`).replace(/\/\/unpkg\.com\/jsonresume-theme-elegant@[\d.]+\/assets\/icomoon\/fonts\//g, fonts);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Truth: the person's own skills, split where a keyword is plainly a list, kept only where the
// rendered PDF shows them. Every rule is data below, so a reader can see what was decided.

/** Written with a separator but one skill: never split. Compared case-insensitively. */
export const COMPOUNDS = [
  'CI/CD',
  'UI/UX',
  'UX/UI',
  'TCP/IP',
  'A/B Testing',
  'A/B',
  'A/B/n testing',
  'R&D',
  'P&L',
  'I/O',
  'PL/SQL',
  'Input/Output',
  'Client/Server',
  'Research and Development',
  'Mergers and Acquisitions',
  'Mergers & Acquisitions',
  'Algorithms and Data Structures',
  'Data Structures and Algorithms',
  'Sales and Marketing',
  'Search and Rescue',
  'Health and Safety',
  'Oil and Gas',
  'Food and Beverage',
  'Time and Attendance',
  'Procter & Gamble',
  'AT&T',
  'Q&A',
  'M&A',
  'B2B/B2C',
  'PDF/A',
  'OS/2',
  'S/4HANA',
  'AS/400',
  'TensorFlow/Keras',
];

/** Words in front of a skill that say how well, not what: the rest is listed as an alias. */
const QUALIFIER_PREFIXES = ['familiar with', 'working knowledge of', 'basic knowledge of', 'knowledge of', 'experience with', 'proficient in'];
/** A parenthesis that qualifies the skill (level, scope) rather than naming it. */
const QUALIFIER_PARENS = /^(working knowledge|light|basic|basics|familiar|beginner|intermediate|advanced|expert|learning|some|in progress|\d[\d.,\s]*)$/i;
/** Parts of a list that are not skills. */
const NOT_SKILLS = /^(etc\.?|and more|others?|\.\.\.|…)$/i;
/** Keywords longer than this many words are sentences: optional, not required. */
const MAX_WORDS = 5;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const isCompound = (s: string) => COMPOUNDS.some((c) => c.toLowerCase() === s.trim().toLowerCase());

/** Splits on a separator outside parentheses. */
function splitOutside(s: string, sep: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0) {
      const m = sep.exec(s.slice(i));
      if (m && m.index === 0) {
        parts.push(s.slice(start, i));
        i += m[0].length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(s.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Compounds inside a longer keyword ("CI/CD pipelines"), longest first, matched as whole words. */
const COMPOUND_PATTERN = new RegExp(
  `(?<![\\w])(${[...COMPOUNDS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\w])`,
  'gi',
);

/** Splits a keyword that lists several skills; leaves compounds and version pairs whole. */
export function splitKeyword(keyword: string): string[] {
  const k = keyword.trim();
  if (!k || isCompound(k)) return k ? [k] : [];
  // Hide compounds from the separators, then put them back in each part.
  const kept: string[] = [];
  const masked = k.replace(COMPOUND_PATTERN, (m) => `\ue000${kept.push(m) - 1}\ue001`);
  const unmask = (p: string) => p.replace(/\ue000(\d+)\ue001/g, (_, n: string) => kept[Number(n)]!);
  for (const sep of [/^[,;]\s*/, /^\s+\|\s+/, /^\s+&\s+/, /^\s+and\s+/, /^\s*\/\s*/]) {
    const parts = splitOutside(masked, sep).map(unmask);
    if (parts.length < 2) continue;
    // "Bootstrap 3 & 4-alpha", "Windows 7/8": a part that is only a version number belongs to its neighbour.
    if (parts.some((p) => /^[\d.]+(-\w+)?$/.test(p))) continue;
    // "Algorithms and Data Structures" is one subject; " and " splits only short names.
    if (sep.source.includes('and') && parts.some((p) => words(p) > 3)) continue;
    // One head shared by both sides is one skill: "Process & Workflow Design", "Asset tagging & tracking".
    const joins = sep.source.includes('&') || sep.source.includes('and');
    if (joins && parts.length === 2 && words(parts[0]!) === 1 && words(parts[1]!) > 1) continue;
    if (joins && parts.length === 2 && words(parts[0]!) > 1 && /^[a-z][\w-]*$/.test(parts[1]!)) continue;
    // "ConnectWise Automate/Manage": a tight slash after a product name joins its editions.
    if (sep.source.includes('/') && parts.length === 2 && /\S\/\S/.test(k) && words(parts[0]!) > 1 && words(parts[1]!) === 1 && !NOT_SKILLS.test(parts[1]!))
      continue;
    // "Hardware/Software Troubleshooting": a tight slash before a shared head.
    if (sep.source.includes('/') && parts.length === 2 && /\S\/\S/.test(k) && words(parts[0]!) === 1 && words(parts[1]!) > 1) continue;
    return parts.flatMap(splitKeyword);
  }
  return [k];
}

interface TruthSkill {
  skill: string;
  aliases: string[];
}

/** A keyword with a parenthesised other name or qualifier: one truth skill, its parts as aliases. */
function withAliases(skill: string, optional: string[]): TruthSkill {
  const aliases: string[] = [];
  const paren = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(skill);
  if (paren && paren[1]) {
    const outer = paren[1].trim();
    const inner = paren[2]!.trim();
    if (QUALIFIER_PARENS.test(inner) || /^[a-z]/.test(inner) || words(inner) > 4) {
      aliases.push(outer);
    } else if (inner.includes(',')) {
      // "PHP MVC (Custom, Cake, CodeIgniter, etc)": the listed items are supported, not required.
      aliases.push(outer);
      optional.push(...splitKeyword(inner).filter((p) => !NOT_SKILLS.test(p)));
    } else {
      aliases.push(inner, outer);
    }
  }
  const lower = skill.toLowerCase();
  const prefix = QUALIFIER_PREFIXES.find((p) => lower.startsWith(`${p} `));
  if (prefix) aliases.push(skill.slice(prefix.length).trim());
  return { skill, aliases: [...new Set(aliases)].filter((a) => a && a !== skill) };
}

interface DerivedTruth {
  skills: TruthSkill[];
  optional: string[];
}

/** Every keyword of every skills entry, or the entry's name when it has none; headings and sentences optional. */
export function deriveTruth(resume: Json): DerivedTruth {
  const skills: TruthSkill[] = [];
  const optional: string[] = [];
  const add = (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    // "SPA Frameworks: Vue, Angular, React": the label before the colon is a heading.
    const labelled = /^([^:]{1,40}):\s+(.+)$/.exec(text);
    const body = labelled ? labelled[2]! : text;
    if (labelled) optional.push(labelled[1]!.trim());
    // Words outside a parenthesis: "PHP MVC (Custom, Cake, CodeIgniter, etc)" is a two-word skill.
    if (words(body.replace(/\([^()]*\)/g, ' ')) > MAX_WORDS && splitKeyword(body).length < 2) {
      optional.push(body);
      return;
    }
    for (const part of splitKeyword(body)) {
      if (NOT_SKILLS.test(part)) continue;
      if (words(part.replace(/\([^()]*\)/g, ' ')) > MAX_WORDS) optional.push(part);
      else skills.push(withAliases(part, optional));
    }
  };
  for (const entry of Array.isArray(resume.skills) ? resume.skills : []) {
    if (typeof entry === 'string') {
      add(entry);
      continue;
    }
    if (!isObject(entry)) continue;
    const keywords = (Array.isArray(entry.keywords) ? entry.keywords : []).map((k) => String(k ?? '').trim()).filter(Boolean);
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    if (keywords.length === 0) add(name);
    else {
      if (name) optional.push(name);
      keywords.forEach(add);
    }
  }
  for (const lang of Array.isArray(resume.languages) ? resume.languages : []) {
    const name = isObject(lang) ? (lang.language ?? lang.name) : lang;
    if (typeof name === 'string' && name.trim()) optional.push(name.trim());
  }
  // Exact duplicates only: case variants stay, as the person wrote them.
  const seen = new Set<string>();
  const unique = skills.filter((s) => !seen.has(s.skill) && seen.add(s.skill));
  return { skills: unique, optional: [...new Set(optional)] };
}

/** PDF text and skills compared case-insensitively, with whitespace, hyphens and control characters folded. */
export function normalise(s: string): string {
  return (
    s
      .normalize('NFKC')
      .toLowerCase()
      // eslint-disable-next-line no-control-regex -- icon glyphs and control characters in PDF text are noise here
      .replace(/[\u0000-\u001f\u007f\u00ad\u200b-\u200d\ue000-\uf8ff]/g, ' ')
      .replace(/[-\u2010-\u2015\u2212]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whole words only: "R" or "C" must not be found inside "Research" or "Cloud". */
export function appears(haystack: string, needle: string): boolean {
  if (!needle) return false;
  const word = /[\p{L}\p{N}]/u;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((!before || !word.test(before) || !word.test(needle[0]!)) && (!after || !word.test(after) || !word.test(needle.at(-1)!))) return true;
  }
  return false;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const PRIVATE_USE = /[\ue000-\uf8ff]/;

// ---------------------------------------------------------------------------------------------
// Sources and provenance.

interface Source {
  number: string;
  field: string;
  file: string;
  resume: Json;
  repo: string;
  path: string;
  commit: string;
}

/** The table in sources/SOURCES.md: | NN | field | repository | path | commit | notes |. */
function readProvenance(): Map<string, { repo: string; path: string; commit: string }> {
  const rows = new Map<string, { repo: string; path: string; commit: string }>();
  for (const line of readFileSync(join(SOURCES_DIR, 'SOURCES.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 7 || !/^\d\d$/.test(cells[1]!)) continue;
    rows.set(cells[1]!, { repo: cells[3]!.replace(/`/g, ''), path: cells[4]!.replace(/`/g, ''), commit: cells[5]!.replace(/`/g, '') });
  }
  return rows;
}

function readSources(): Source[] {
  const provenance = readProvenance();
  return readdirSync(SOURCES_DIR)
    .filter((f) => /^\d\d-[a-z0-9-]+\.json$/.test(f))
    .sort()
    .map((file) => {
      const [, number, field] = /^(\d\d)-(.+)\.json$/.exec(file)!;
      const from = provenance.get(number!);
      if (!from) throw new Error(`sources/SOURCES.md has no row for ${file}`);
      return { number: number!, field: field!, file, resume: JSON.parse(readFileSync(join(SOURCES_DIR, file), 'utf8')) as Json, ...from };
    });
}

// ---------------------------------------------------------------------------------------------

interface Built {
  name: string;
  field: string;
  theme: Theme;
  skills: number;
  missing: string[];
  control: boolean;
  privateUse: boolean;
  textLength: number;
}

/** Themes' date libraries warn about dates like "Present" on every render; the warnings say nothing about the set. */
async function quietly<T>(fn: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

export async function buildRealResumes(): Promise<Built[]> {
  installThemes();
  const sources = readSources();
  const renderers = new Map<string, Render>();
  for (const theme of THEMES) renderers.set(theme.name, await loadTheme(theme));

  for (const f of readdirSync(REAL_DIR)) if (/\.(pdf|truth\.json)$/.test(f)) rmSync(join(REAL_DIR, f));
  rmSync(HTML_DIR, { recursive: true, force: true });
  mkdirSync(HTML_DIR, { recursive: true });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const built: Built[] = [];
  try {
    const page = await browser.newPage();
    // Offline by design: only files from disk (the HTML and the local icon fonts) load.
    await page.route('**/*', (route) => (/^(file|data):/.test(route.request().url()) ? route.continue() : route.abort()));
    for (const [i, source] of sources.entries()) {
      const theme = THEMES[i % THEMES.length]!;
      const name = `${source.number}-${source.field}-${theme.name}`;
      const html = localAssets(await quietly(() => renderers.get(theme.name)!(adaptForThemes(source.resume))), theme);
      const htmlFile = join(HTML_DIR, `${name}.html`);
      writeFileSync(htmlFile, html);
      await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const pdf = await page.pdf({ format: 'Letter', printBackground: true });
      writeFileSync(join(REAL_DIR, `${name}.pdf`), pdf);

      const text = await pdfText(pdf);
      if (text.replace(/\s/g, '').length < 200) throw new Error(`${name}.pdf has almost no text`);
      const haystack = normalise(text);
      const shown = (s: string) => appears(haystack, normalise(s));
      const truth = deriveTruth(source.resume);
      const kept = truth.skills.filter((s) => shown(s.skill));
      const missing = truth.skills.filter((s) => !shown(s.skill)).map((s) => s.skill);
      const aliases = Object.fromEntries(kept.filter((s) => s.aliases.length).map((s) => [s.skill, s.aliases]));
      const loc = isObject(source.resume.basics) && isObject(source.resume.basics.location) ? source.resume.basics.location : {};
      const notes = [
        `JSON Resume document from github.com/${source.repo} (${source.path} at ${source.commit.slice(0, 12)}), personal details replaced; rendered with jsonresume-theme-${theme.name}@${theme.version}.`,
      ];
      if (missing.length) notes.push(`not rendered: ${missing.join('; ')}`);
      const file = {
        expect: 'ok',
        skills: kept.map((s) => s.skill),
        aliases,
        optional: truth.optional,
        location: { city: String(loc.city ?? ''), state: String(loc.region ?? ''), remote: false },
        note: notes.join(' '),
      };
      writeFileSync(join(REAL_DIR, `${name}.truth.json`), `${JSON.stringify(file, null, 2)}\n`);
      built.push({
        name,
        field: source.field,
        theme,
        skills: kept.length,
        missing,
        control: CONTROL.test(text),
        privateUse: PRIVATE_USE.test(text),
        textLength: text.length,
      });
      console.log(
        `${name}: ${kept.length} skills${missing.length ? `, ${missing.length} not rendered` : ''}${CONTROL.test(text) ? ', control characters in text' : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await buildRealResumes();
  const total = built.reduce((n, b) => n + b.skills, 0);
  console.log(`\n${built.length} resumes, ${total} truth skills`);
  console.log('\n| File | Field | Theme | Truth skills |\n| ---- | ----- | ----- | ------------ |');
  for (const b of built) console.log(`| ${b.name} | ${b.field} | ${b.theme.name} | ${b.skills} |`);
  const byTheme = THEMES.map((t) => {
    const mine = built.filter((b) => b.theme.name === t.name);
    return `${t.name}@${t.version}: ${mine.length} resumes, control characters in ${mine.filter((b) => b.control).length}, private-use glyphs in ${mine.filter((b) => b.privateUse).length}`;
  });
  console.log(`\n${byTheme.join('\n')}`);
}
