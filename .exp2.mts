import { openPglite } from '/work/main/src/server/db/pglite';
import { migrateDb } from '/work/main/src/server/db/migrate';
import { seedJobs } from '/work/main/src/server/matching/seed-jobs';
import { existsSync } from 'node:fs';
const fresh = !existsSync('/tmp/pg100k');
const h = await openPglite('/tmp/pg100k');
if (fresh) { await migrateDb(h); let t0 = performance.now(); await seedJobs(h.db, 100000, { batchSize: 1000 }); console.log('seed', performance.now() - t0); await h.client.exec('vacuum analyze jobs'); }
const q = async (label: string, text: string, params: unknown[] = []) => {
  const times: number[] = []; let rows = 0; let first: unknown;
  for (let i = 0; i < 4; i++) { const t = performance.now(); const r = await h.client.query(text, params); rows = r.rows.length; first = r.rows[0]; times.push(performance.now() - t); }
  console.log(label, rows, times.map(t => t.toFixed(1)).join(' '), JSON.stringify(first).slice(0, 150));
};
const resume = ['SQL', 'Python', 'Data Analysis', 'Microsoft Excel', 'Communication', 'Tableau', 'Statistics', 'Leadership', 'Lesson Planning', 'Classroom Management', 'Google Classroom', 'A/B Testing', 'pandas', 'Dashboards', 'Project Management'];
const weights = resume.map((_, i) => 1 + i / 10);
await q('count seq', 'select count(*) from jobs');
await q('count cands', 'select count(*) from jobs where skills && $1::text[]', [resume]);
await h.client.exec('set enable_bitmapscan = off');
await q('count cands noidx', 'select count(*) from jobs where skills && $1::text[]', [resume]);
await h.client.exec('set enable_bitmapscan = on');
const caseExpr = resume.map((s, i) => `(case when skills @> array['${s.replace(/'/g, "''")}'] then ${weights[i]} else 0 end)`).join(' + ');
await q('case-sum top300', `select id, ${caseExpr} as sc from jobs where skills && $1::text[] order by sc desc limit 300`, [resume]);
await q('unnest-join top300', `select id, (select sum(w) from unnest(skills) s join unnest($1::text[], $2::float8[]) as r(n, w) on r.n = s) as sc from jobs where skills && $1::text[] order by sc desc limit 300`, [resume, weights]);
await q('intersect card', `select id, cardinality(array(select unnest(skills) intersect select unnest($1::text[]))) as sc from jobs where skills && $1::text[] order by sc desc limit 300`, [resume]);
await q('df agg', 'select s, count(*)::int as n from jobs, unnest(skills) s group by s');
await q('fetch ids+skills all', 'select id, skills from jobs');
await q('fetch all meta', 'select id, title, company, city, state, remote, skills from jobs');
await q('fetch ids cands', 'select id from jobs where skills && $1::text[]', [resume]);
await q('count max', 'select count(*), max(created_at) from jobs');
await q('reltuples', "select reltuples from pg_class where relname = 'jobs'");
await h.close();
