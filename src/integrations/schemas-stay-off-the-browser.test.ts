import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { markSchemasPure, schemasStayOffTheBrowser, stripRouteSchemas } from './schemas-stay-off-the-browser';

const contract = `import { z } from 'zod';
export const TITLE_MAX = 120;
export const LABELS = Object.freeze({ saved: 'Saved' });
const link = z.string().trim().max(2000);
const fields = { title: z.string().min(1).max(TITLE_MAX), link: link.nullable() };
export const newJobSchema = z.object(fields).strict();
const defineRoute = <S>(spec: S) => spec;
export const jobRoutes = {
  create: defineRoute({ method: 'POST', path: '/api/jobs/:id', params: z.object({ id: z.uuid('No such job.') }), body: newJobSchema, answer: {} }),
  upload: defineRoute({ method: 'POST', path: '/api/jobs/files', body: 'form', answer: {} }),
};
`;

const dir = mkdtempSync(join(tmpdir(), 'schemas-off-browser-'));
mkdirSync(join(dir, 'src/lib'), { recursive: true });
writeFileSync(join(dir, 'src', 'lib', 'jobs.ts'), contract);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles one island-like entry for the browser, as `astro build` does, with the plugin. */
async function bundle(entry: string): Promise<string> {
  writeFileSync(join(dir, 'entry.ts'), entry);
  const out = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [schemasStayOffTheBrowser()],
    resolve: { alias: { zod: fileURLToPath(new URL('../../node_modules/zod/index.js', import.meta.url)) } },
    build: { write: false, minify: false, rollupOptions: { input: join(dir, 'entry.ts') } },
  })) as Rollup.RollupOutput;
  return out.output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
}

describe('zod schemas stay off the browser', () => {
  it('ships the limits and labels an island uses, without zod', async () => {
    const code = await bundle(`import { LABELS, TITLE_MAX } from './src/lib/jobs';\nconsole.log(TITLE_MAX, LABELS.saved);\n`);
    expect(code).toContain('120');
    expect(code).toContain('Saved');
    expect(code).not.toMatch(/ZodError|_zod/);
  }, 30_000);

  it('fails the browser build when an island uses a schema', async () => {
    await expect(bundle(`import { newJobSchema } from './src/lib/jobs';\nconsole.log(newJobSchema.parse({}));\n`)).rejects.toThrow(/zod reached the browser/);
  }, 30_000);

  it('ships the routes an island calls without their schemas', async () => {
    const code = await bundle(`import { jobRoutes } from './src/lib/jobs';\nconsole.log(jobRoutes.create.path, jobRoutes.upload.body);\n`);
    expect(code).toContain('/api/jobs/:id');
    expect(code).toContain('"form"');
    expect(code).not.toMatch(/ZodError|_zod|No such job/);
  }, 30_000);

  it('takes the schemas out of a route declaration and leaves the rest', () => {
    const code = `export const r = defineRoute({ method: 'PATCH', path: '/api/x/:id', params: ids, query: z.object({ q: z.string() }), body: form, answer: answer<X>() });`;
    expect(stripRouteSchemas(code)).toBe(
      `export const r = defineRoute({ method: 'PATCH', path: '/api/x/:id', params: undefined, query: undefined, body: form, answer: answer<X>() });`,
    );
  });

  it('marks the calls of top-level constants pure, and leaves statements and function bodies alone', () => {
    const code = `const HEADINGS = new Map();\nfor (const h of ['a']) HEADINGS.set(h, h);\nregister(HEADINGS);\nexport const s = z.object({ a: z.string() });\nconst f = (n: number) => z.string().max(n);\n`;
    const marked = markSchemasPure(code);
    expect(marked).toContain('const HEADINGS = /* @__PURE__ */ new Map();');
    expect(marked).toContain('HEADINGS.set(h, h);\nregister(HEADINGS);');
    expect(marked).toContain('export const s = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ z.string() });');
    expect(marked).toContain('const f = (n: number) => z.string().max(n);');
    expect(markSchemasPure(marked)).toBe(marked);
  });
});
