// Search latency of PivotMatch (roles, skills and place: docs/decisions/0022) with 5,000 and 100,000 jobs in an in-memory PGlite database:
// seeds the corpus, then runs 50 searches per size with the skills of realistic career-changer
// resumes (read from their text by extractSkills), with and without filters, and prints
// p50/p95/max. The first search of each size builds the per-process index and is shown on its
// own. For reference it also times the plain GIN query (`skills && $resume`) that fetches every
// candidate row. Target (issue 4): p95 ≤ 150 ms at 100,000 jobs. Prints figures; asserts nothing.
//   npx tsx src/cli/bench-search.ts            (BENCH_SIZES=5000,100000 BENCH_SEARCHES=50)
import { sql } from 'drizzle-orm';
import type { ResumeLocation } from '~/server/db/schema';
import { migrateDb } from '~/server/db/migrate';
import { openPglite } from '~/server/db/pglite';
import { searchJobs, type SearchJobsInput } from '~/server/matching/search';
import { seedJobs } from '~/server/matching/seed-jobs';
import { mapTitle } from '~/server/navigator/titles';
import { extractSkills } from '~/server/skills/extract-skills';

const SIZES = (process.env.BENCH_SIZES ?? '5000,100000').split(',').map(Number);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 50);

const RESUMES: Array<{ who: string; current: string; target: string | null; location: ResumeLocation; text: string }> = [
  {
    who: 'teacher → instructional designer',
    current: 'Science Teacher',
    target: 'Instructional Designer',
    location: { city: 'Tampa', state: 'FL', remote: false },
    text: `Middle school science teacher, 8 years. Lesson planning, classroom management, differentiated
      instruction, student assessment, Google Classroom, Canvas LMS. Built e-learning modules in Articulate
      Storyline using ADDIE; trained 30 teachers on educational technology. Microsoft Excel, public speaking.`,
  },
  {
    who: 'nurse → clinical informatics',
    current: 'Registered Nurse',
    target: 'Clinical Informatics Specialist',
    location: { city: 'Boston', state: 'MA', remote: false },
    text: `Registered Nurse (RN), BSN. Patient care, medication administration, triage and discharge planning on
      a 30-bed unit. Super-user for the Epic EHR go-live: clinical documentation, staff training, HIPAA.
      Basic Life Support (BLS), ACLS. SQL and Microsoft Excel for quality reporting.`,
  },
  {
    who: 'analyst',
    current: 'Data Analyst',
    target: null,
    location: { city: 'Chicago', state: 'IL', remote: false },
    text: `Data analyst. SQL, Python (pandas, NumPy), Tableau, Power BI, Microsoft Excel (pivot tables), statistics,
      A/B testing, dashboards, data visualization, stakeholder management, communication, ETL with Airflow.`,
  },
  {
    who: 'retail manager → operations',
    current: 'Store Manager',
    target: 'Operations Manager',
    location: { city: 'Dallas', state: 'TX', remote: false },
    text: `Store manager. Retail management, team management, scheduling, inventory management, vendor management,
      customer service, staff training, merchandising, budgeting, KPIs, Microsoft Excel, conflict resolution.`,
  },
  {
    who: 'veteran → security',
    current: 'Squad Leader',
    target: 'Information Security Analyst',
    location: { city: 'San Antonio', state: 'TX', remote: false },
    text: `US Army NCO, squad leader. Security clearance (TS/SCI). Network administration, firewalls, incident response,
      Splunk and SIEM monitoring, CompTIA Security+, risk assessment, Linux, Python scripting, report writing.`,
  },
  {
    who: 'software engineer',
    current: 'Software Engineer',
    target: null,
    location: { city: 'Seattle', state: 'WA', remote: false },
    text: `Senior software engineer. JavaScript, TypeScript, React, Node.js, PostgreSQL, Docker, Kubernetes, AWS, CI/CD,
      REST APIs, GraphQL, microservices, unit testing, code review, mentoring, Agile and Scrum.`,
  },
  {
    who: 'hospitality → event planning / sales',
    current: 'Front Desk Supervisor',
    target: 'Event Planner',
    location: { city: 'Las Vegas', state: 'NV', remote: false },
    text: `Hotel front desk supervisor. Guest relations, front desk operations, Opera PMS, reservations, cash handling,
      upselling, event planning, catering, customer service, Spanish, scheduling, conflict resolution.`,
  },
  {
    who: 'paralegal → compliance',
    current: 'Paralegal',
    target: 'Compliance Officer',
    location: { city: null, state: null, remote: true },
    text: `Paralegal. Legal research (Westlaw, LexisNexis), contract drafting, document review, eDiscovery, court filings,
      regulatory compliance, GDPR and data privacy, policy development, Microsoft Word, Excel, Outlook.`,
  },
  {
    who: 'accountant → FP&A',
    current: 'Staff Accountant',
    target: 'Financial Analyst',
    location: { city: 'Atlanta', state: 'GA', remote: false },
    text: `Staff accountant, CPA. General ledger, month-end close, account reconciliation, GAAP, QuickBooks, NetSuite,
      accounts payable, financial reporting, variance analysis, budgeting, financial modeling, Microsoft Excel.`,
  },
  {
    who: 'marketing → product',
    current: 'Marketing Manager',
    target: 'Product Manager',
    location: { city: 'New York', state: 'NY', remote: false },
    text: `Marketing manager. Digital marketing, content strategy, SEO, Google Analytics, HubSpot, email marketing,
      A/B testing, market research, competitive analysis, product marketing, go-to-market strategy, project management.`,
  },
];

/** Roles as PivotMatch reads them: each title mapped to its O*NET occupation. */
function role(title: string | null) {
  if (!title) return null;
  const m = mapTitle(title);
  return { title, occupation: m ? { code: m.code, title: m.occupation } : null, evidence: null };
}
const PROFILES = RESUMES.map((r) => ({ ...r, skills: extractSkills(r.text), roles: { current: role(r.current), target: role(r.target) } }));

function searchFor(i: number): SearchJobsInput {
  const p = PROFILES[i % PROFILES.length]!;
  const filters = { location: [] as string[], title: [] as string[], company: [] as string[] };
  if (i % 5 === 1 && p.location.city) filters.location = [p.location.city];
  if (i % 5 === 2) filters.location = ['Remote'];
  if (i % 7 === 3) filters.title = ['analyst', 'coordinator'];
  return { skills: p.skills, roles: p.roles, location: i % 4 === 3 ? null : p.location, filters };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

console.log(`Resumes (${PROFILES.length}): ${PROFILES.map((p) => `${p.who} (${p.skills.length} skills)`).join('; ')}`);
const handle = await openPglite();
try {
  await migrateDb(handle);
  for (const size of SIZES) {
    const t0 = performance.now();
    const added = await seedJobs(handle.db, size, { batchSize: 1000 });
    const seedMs = performance.now() - t0;

    const c0 = performance.now();
    await searchJobs(handle.db, searchFor(0));
    const coldMs = performance.now() - c0;

    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const s0 = performance.now();
      results += (await searchJobs(handle.db, searchFor(i))).length;
      times.push(performance.now() - s0);
    }
    console.log(
      `\n${size.toLocaleString('en-US')} jobs (seeded ${added.toLocaleString('en-US')} in ${(seedMs / 1000).toFixed(1)} s)\n` +
        `  first search (builds the index): ${ms(coldMs)}\n` +
        `  ${SEARCHES} searches: p50 ${ms(pct(times, 0.5))}  p95 ${ms(pct(times, 0.95))}  max ${ms(Math.max(...times))}  (avg ${(results / SEARCHES).toFixed(0)} matches)`,
    );

    // Reference: fetching every candidate row through the GIN index, as a SQL-only search would.
    const gin: number[] = [];
    let candidates = 0;
    for (let i = 0; i < 3; i++) {
      const skills = PROFILES[i]!.skills;
      const g0 = performance.now();
      const rows = await handle.db
        .execute(sql`select id, title, company, city, state, remote, skills from jobs where skills && ${sql.param(skills)}::text[]`)
        .then((r) => r.rows as unknown[]);
      gin.push(performance.now() - g0);
      candidates += rows.length;
    }
    console.log(`  reference, GIN candidate fetch (skills && resume): ${ms(pct(gin, 0.5))} median for ${(candidates / 3).toFixed(0)} rows`);
  }
} finally {
  await handle.close();
}
