import { openPglite } from '/work/main/src/server/db/pglite';
const h = await openPglite('/tmp/pg100k');
const q = async (label: string, text: string, params: unknown[] = [], opts?: any) => {
  const times: number[] = []; let rows = 0; let first: unknown;
  for (let i = 0; i < 3; i++) { const t = performance.now(); const r = await h.client.query(text, params, opts); rows = r.rows.length; first = r.rows[0]; times.push(performance.now() - t); }
  console.log(label, rows, times.map(t => t.toFixed(1)).join(' '), JSON.stringify(first).slice(0, 120));
};
await q('meta array', 'select id, title, company, city, state, remote, skills from jobs');
await q('meta text', "select id, title, company, city, state, remote, array_to_string(skills, '|') as s from jobs");
await q('meta text rowMode', "select id, title, company, city, state, remote, array_to_string(skills, '|') as s from jobs", [], { rowMode: 'array' });
await q('one text col', "select string_agg(id::text || '\t' || title || '\t' || company || '\t' || coalesce(city,'') || '\t' || coalesce(state,'') || '\t' || remote::text || '\t' || array_to_string(skills, '|'), E'\n') from jobs");
await h.close();
