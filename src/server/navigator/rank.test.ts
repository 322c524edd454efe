import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATH_WEIGHTS, type PathPart } from '~/lib/navigator';
import { rankPaths, STEP_DOWN_FACTOR } from './rank';
import { navigatorOccupation } from './data';

const truth = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../tests/fixtures/resumes/${name}.truth.json`, import.meta.url), 'utf8')) as { skills: string[] };

const teacher = { skills: truth('teacher-to-instructional-design').skills, currentTitle: 'High School Teacher' };
const nurse = { skills: truth('nurse-to-health-informatics').skills, currentTitle: 'Registered Nurse' };
const logistics = { skills: truth('logistics-to-data-analyst-two-column').skills, currentTitle: 'Army Logistics Officer' };
const codes = (r: ReturnType<typeof rankPaths>) => r.paths.map((p) => p.code);

describe('career paths for three career changers', () => {
  it('teacher: a high-school teacher who has learnt e-learning tools is pointed to instructional design, not to another classroom', () => {
    // Rationale: the resume adds Articulate Storyline, Captivate, ADDIE and instructional design to
    // teaching. O*NET files "Instructional Designer" under Instructional Coordinators (25-9031.00),
    // whose tasks name curriculum development and needs analysis; other school-teaching jobs (25-2)
    // are not a pivot and are left out unless asked for.
    const r = rankPaths(teacher, 25);
    expect(r.current?.code).toBe('25-2031.00');
    const top3 = r.paths.slice(0, 3);
    const id = top3.find((p) => p.code === '25-9031.00');
    expect(id?.titles).toContain('Instructional Designer');
    expect(id?.transfers.map((t) => t.name)).toEqual(expect.arrayContaining(['Curriculum Development', 'Instructional Design']));
    expect(codes(r).some((c) => c.startsWith('25-2'))).toBe(false);
    expect(codes(rankPaths({ ...teacher, includeOwnGroup: true }, 25)).some((c) => c.startsWith('25-2'))).toBe(true);
  });

  it('nurse: a registered nurse with SQL, Tableau and HL7 on the resume is led to health informatics before work that needs less preparation', () => {
    // Rationale: Health Informatics Specialists (15-1211.01, "Nursing Informatics Specialist") use
    // the EHR systems (Epic, Cerner), SQL and Tableau she shows; licensed practical nursing shares her skills but needs
    // a job zone less, which is a step back, not a pivot.
    const r = rankPaths(nurse, 25);
    expect(r.current?.code).toBe('29-1141.00');
    expect(r.paths[0]!.code).toBe('15-1211.01');
    expect(r.paths[0]!.transfers.map((t) => t.name)).toEqual(expect.arrayContaining(['Clinical Informatics', 'Epic Systems', 'SQL']));
    const lpn = r.paths.find((p) => p.code === '29-2061.00');
    expect(lpn === undefined || lpn.score < r.paths[0]!.score).toBe(true);
    expect(lpn?.because).toMatch(/less preparation/);
  });

  it('army logistics: a logistics officer with SQL, Python and Power BI is pointed to logistics and supply-chain analysis', () => {
    // Rationale: O*NET files "Logistics Supply Officer" under Transportation, Storage, and
    // Distribution Managers; the analysts of the same work (Logistics Analysts, 13-1081.02) are a
    // closely related occupation whose tools are the ones the resume adds.
    const r = rankPaths(logistics, 25);
    expect(r.current?.code).toBe('11-3071.00');
    expect(r.paths[0]!.code).toBe('13-1081.02');
    expect(codes(r).slice(0, 5)).toContain('13-1081.00');
  });
});

describe('every score traces to its parts', () => {
  it('is the weighted sum of its parts, less the step-down factor, and the same every time', () => {
    const a = rankPaths(nurse, 10);
    expect(rankPaths(nurse, 10)).toEqual(a);
    const current = navigatorOccupation(a.current!.code)!;
    for (const p of a.paths) {
      const sum = (Object.keys(PATH_WEIGHTS) as PathPart[]).reduce((s, k) => s + PATH_WEIGHTS[k] * (p.parts[k] ?? 0), 0);
      const down = p.zone && current.zone && p.zone < current.zone ? current.zone - p.zone : 0;
      expect(p.score).toBeCloseTo(100 * sum * STEP_DOWN_FACTOR ** down, 0);
      for (const v of Object.values(p.parts)) expect(v === null || (v >= 0 && v <= 1)).toBe(true);
    }
  });

  it('lists what is missing most important first, each with the O*NET row it comes from', () => {
    const path = rankPaths(teacher, 1).paths[0]!;
    expect(path.missing.length).toBeGreaterThan(0);
    const importance = path.missing.map((g) => g.importance);
    expect([...importance].sort((x, y) => y - x)).toEqual(importance);
    for (const g of path.missing) expect(g.source).toMatch(/^O\*NET /);
  });

  it('ranks on the resume alone when no title is given, reading the closest occupation from its tools', () => {
    const r = rankPaths({ skills: teacher.skills, currentTitle: '' }, 5);
    expect(r.current?.from).toBe('resume');
    expect(r.paths.length).toBe(5);
  });
});
