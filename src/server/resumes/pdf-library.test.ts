import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// Taken before anything here loads pdf-parse (the modules under test are imported inside the tests).
const natives = {
  push: Array.prototype.push,
  parse: JSON.parse,
  toString: Function.prototype.toString,
  Blob: globalThis.Blob,
  AbortSignal: globalThis.AbortSignal,
};

describe('the PDF library in a shared process', () => {
  it('leaves Node’s own built-ins in place, so other requests do not slow down', async () => {
    const { extractResumeText } = await import('./extract-text');
    const bytes = new Uint8Array(await readFile(new URL('../../../tests/fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url)));
    await extractResumeText(bytes, 'pdf');
    expect(Array.prototype.push).toBe(natives.push);
    expect(JSON.parse).toBe(natives.parse);
    expect(Function.prototype.toString).toBe(natives.toString);
    expect(globalThis.Blob).toBe(natives.Blob);
    expect(globalThis.AbortSignal).toBe(natives.AbortSignal);
  });

  it('still reads a real resume after the built-ins are put back', async () => {
    const { extractResumeText } = await import('./extract-text');
    const bytes = new Uint8Array(await readFile(new URL('../../../tests/fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url)));
    expect(await extractResumeText(bytes, 'pdf')).toMatch(/nurs/i);
  });
});
