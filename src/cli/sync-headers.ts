// `npm run headers:sync`: writes the security headers of src/config/security-headers.ts into
// netlify.toml, which Netlify and the local server both read. A unit test fails while they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_HEADERS } from '~/config/security-headers';

export const BEGIN = '# BEGIN security headers: generated from src/config/security-headers.ts by `npm run headers:sync`';
export const END = '# END security headers';

export function securityHeadersToml(): string {
  const values = Object.entries(PAGE_HEADERS).map(([name, value]) => `    ${name} = ${JSON.stringify(value)}`);
  return [BEGIN, '[[headers]]', '  for = "/*"', '  [headers.values]', ...values, END].join('\n');
}

/** netlify.toml with its generated block replaced (or appended when missing). */
export function withSecurityHeaders(toml: string): string {
  const start = toml.indexOf(BEGIN);
  const end = toml.indexOf(END);
  if (start < 0 || end < start) return `${toml.trimEnd()}\n\n${securityHeadersToml()}\n`;
  return toml.slice(0, start) + securityHeadersToml() + toml.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL('../../netlify.toml', import.meta.url));
  const before = readFileSync(path, 'utf8');
  const after = withSecurityHeaders(before);
  if (after === before) console.log('netlify.toml already has the current security headers.');
  else {
    writeFileSync(path, after);
    console.log('netlify.toml: security headers updated.');
  }
}
