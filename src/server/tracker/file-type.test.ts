import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sniffTrackerFile } from './file-type';

const bytes = (...b: number[]) => new Uint8Array(b);
const DOCX = new URL('../../../tests/fixtures/resumes/chef-to-project-management.docx', import.meta.url);

describe('what an attached file is', () => {
  it('is read from the bytes', () => {
    expect(sniffTrackerFile(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffTrackerFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffTrackerFile(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffTrackerFile(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('doc');
    expect(sniffTrackerFile(new Uint8Array(readFileSync(DOCX)))).toBe('docx');
    expect(sniffTrackerFile(new TextEncoder().encode('Salary notes: 90k–110k, café\r\n'))).toBe('txt');
  });

  it('refuses programs, archives that are not Word documents, binary data and empty files', () => {
    expect(sniffTrackerFile(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(sniffTrackerFile(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3))).toBeNull();
    expect(sniffTrackerFile(bytes(0x41, 0x00, 0x42))).toBeNull();
    expect(sniffTrackerFile(bytes(0xc3, 0x28))).toBeNull();
    expect(sniffTrackerFile(new Uint8Array())).toBeNull();
  });
});
