// Each feature's zod schemas sit beside its types, limits and labels in src/lib/<feature>.ts (one
// contract per feature, issue 31), and islands import those files for the limits and labels. The
// browser needs no schema (the functions validate), but Rollup cannot prove that building a zod
// schema has no side effect, so an unused schema would still ship zod, about 30 KB gzip, to every
// page with an island (docs/decisions/0001: islands ship with no validator). This marks each
// top-level schema in src/lib as pure, so an unused one is dropped, takes the schemas out of each
// route an island calls (decision 0025), and fails the browser build if zod reaches it anyway.
import type { AstroIntegration } from 'astro';
import ts from 'typescript';
import type { Plugin } from 'vite';

const PURE = '/* @__PURE__ */ ';

/**
 * The module with a pure annotation before each call in a top-level `const` initializer (outside
 * function bodies), so that a schema nobody uses, and the field objects it was built from, can be
 * dropped. Statements are left alone: their calls run for their effect.
 */
export function markSchemasPure(code: string, fileName = 'module.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const starts = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && !code.slice(0, node.getStart(source)).endsWith(PURE)) starts.add(node.getStart(source));
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  let out = code;
  for (const at of [...starts].sort((a, b) => b - a)) out = out.slice(0, at) + PURE + out.slice(at);
  return out;
}

const SCHEMA_FIELDS = new Set(['params', 'query', 'body']);

/**
 * The module with the schemas taken out of each `defineRoute({ … })` (src/lib/route.ts): the
 * browser calls a route by its method and path and validates nothing, so `params`, `query` and a
 * `body` schema become `undefined` there (a `body: form` marker stays).
 */
export function stripRouteSchemas(code: string, fileName = 'module.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRoute') {
      const spec = node.arguments[0];
      if (spec && ts.isObjectLiteralExpression(spec)) {
        for (const prop of spec.properties) {
          if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name) || !SCHEMA_FIELDS.has(prop.name.text)) continue;
          if (ts.isStringLiteral(prop.initializer) || (ts.isIdentifier(prop.initializer) && prop.initializer.text === 'form')) continue;
          cuts.push({ start: prop.initializer.getStart(source), end: prop.initializer.getEnd() });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + 'undefined' + out.slice(end);
  return out;
}

const isLibModule = (id: string) => /\/src\/lib\/.+\.ts$/.test(id);

export function schemasStayOffTheBrowser(): Plugin {
  let browserBuild = false;
  return {
    name: 'careerpivot:schemas-stay-off-the-browser',
    enforce: 'pre',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    transform(code, id, options) {
      if (!isLibModule(id) || !/from ['"]zod['"]|defineRoute\(/.test(code)) return null;
      const routed = browserBuild && !options?.ssr ? stripRouteSchemas(code, id) : code;
      return { code: markSchemasPure(routed, id), map: null };
    },
    generateBundle(_, bundle) {
      if (!browserBuild) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const zod = Object.entries(chunk.modules).some(([id, m]) => id.includes('/node_modules/zod/') && m.renderedLength > 0);
        if (!zod) continue;
        const lib = Object.keys(chunk.modules).filter(isLibModule);
        this.error(
          `zod reached the browser in ${chunk.fileName} (with ${lib.join(', ') || 'no src/lib module'}). ` +
            'Islands validate nothing: import types and limits only, and build each schema as a top-level const (z.… or named …Schema).',
        );
      }
    },
  };
}

export default function schemasStayOffTheBrowserIntegration(): AstroIntegration {
  return {
    name: 'careerpivot:schemas-stay-off-the-browser',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [schemasStayOffTheBrowser()] } });
      },
    },
  };
}
