import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '~/lib/pivotmatch';
import { ResumeRejected } from './errors';
import { MAX_DOCX_ENTRIES, checkResumeFile } from './file-check';
import { buildDocx, buildZip, docxParts, documentXml } from './zip-writer';

const pdf = (body = 'resume') => new Uint8Array(Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`));
const docx = () => buildDocx([{ p: 'Jordan Blake' }, { p: 'Denver, CO' }]);

function rejection(bytes: Uint8Array, name = 'resume.pdf'): ResumeRejected {
  try {
    checkResumeFile(bytes, name);
  } catch (error) {
    if (error instanceof ResumeRejected) return error;
    throw error;
  }
  throw new Error('accepted');
}

const docxWith = (extra: Parameters<typeof buildZip>[0]) =>
  buildZip([
    { name: '[Content_Types].xml', data: docxParts.contentTypes },
    { name: '_rels/.rels', data: docxParts.rootRels },
    { name: 'word/document.xml', data: documentXml([{ p: 'Jordan Blake' }]) },
    ...extra,
  ]);

describe('checkResumeFile: type by content, not by name', () => {
  it('accepts a PDF and a DOCX whatever they are called', () => {
    expect(checkResumeFile(pdf(), 'resume.pdf')).toEqual({ kind: 'pdf' });
    expect(checkResumeFile(pdf(), 'resume.docx')).toEqual({ kind: 'pdf' });
    expect(checkResumeFile(docx(), 'resume.docx')).toEqual({ kind: 'docx' });
    expect(checkResumeFile(docx(), 'cv')).toEqual({ kind: 'docx' });
  });

  it('refuses text and images renamed .pdf or .docx with 415 and the spec message', () => {
    const text = rejection(new Uint8Array(Buffer.from('Jordan Blake\nSkills: Excel')), 'resume.pdf');
    expect(text.status).toBe(415);
    expect(text.message).toBe('Please upload a PDF or DOCX file');
    const png = rejection(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'resume.docx');
    expect(png.status).toBe(415);
  });

  it('refuses a legacy .doc (OLE without encryption) as the wrong type', () => {
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(rejection(ole, 'resume.doc').status).toBe(415);
  });

  it('says a password-protected Word file is password-protected', () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le')), 1100);
    const r = rejection(ole, 'resume.docx');
    expect(r.status).toBe(422);
    expect(r.reason).toBe('encrypted');
    expect(r.message).toMatch(/password-protected/);
  });

  it('refuses an empty file', () => {
    expect(rejection(new Uint8Array(0)).reason).toBe('empty');
  });
});

describe('checkResumeFile: size', () => {
  it('accepts exactly 5 MB and refuses one byte more with 413', () => {
    const exact = new Uint8Array(MAX_RESUME_BYTES).fill(0x20);
    exact.set(Buffer.from('%PDF-1.4\n'));
    expect(checkResumeFile(exact, 'big.pdf').kind).toBe('pdf');
    const over = new Uint8Array(MAX_RESUME_BYTES + 1).fill(0x20);
    over.set(Buffer.from('%PDF-1.4\n'));
    const r = rejection(over);
    expect(r.status).toBe(413);
    expect(r.message).toBe('Maximum file size is 5MB');
  });
});

describe('checkResumeFile: DOCX archives', () => {
  it('refuses a ZIP without word/document.xml as a malformed DOCX', () => {
    const zip = buildZip([
      { name: '[Content_Types].xml', data: docxParts.contentTypes },
      { name: 'word/styles.xml', data: '<styles/>' },
    ]);
    const r = rejection(zip, 'resume.docx');
    expect(r.status).toBe(422);
    expect(r.reason).toBe('malformed-docx');
    expect(r.message).toMatch(/^This DOCX file is not valid/);
  });

  it('refuses a truncated archive', () => {
    const good = docx();
    expect(rejection(good.subarray(0, good.length - 30), 'resume.docx').reason).toBe('malformed-docx');
    expect(rejection(good.subarray(0, 60), 'resume.docx').reason).toBe('malformed-docx');
  });

  it('refuses an entry whose data does not match its checksum', () => {
    const zip = docx();
    const damaged = new Uint8Array(zip);
    // Flip a byte inside the first entry's stored data (after its 30-byte header and name).
    damaged[30 + '[Content_Types].xml'.length + 5]! ^= 0xff;
    expect(rejection(damaged, 'resume.docx').status).toBe(422);
  });

  it('refuses more entries than a resume has', () => {
    const many = docxWith(Array.from({ length: MAX_DOCX_ENTRIES }, (_, i) => ({ name: `x/${i}.xml`, data: '<a/>' })));
    const r = rejection(many, 'resume.docx');
    expect(r.reason).toBe('zip-bomb');
    expect(r.message).toMatch(/^This DOCX file is not valid/);
  });

  it('refuses declared sizes over 20 MB in total, from a small file', () => {
    const mib = new Uint8Array(1024 * 1024).fill(0x20);
    const bomb = docxWith(Array.from({ length: 21 }, (_, i) => ({ name: `customXml/item${i}.xml`, data: mib })));
    expect(bomb.length).toBeLessThan(40_000);
    expect(rejection(bomb, 'resume.docx').reason).toBe('zip-bomb');
  });

  it('refuses an entry that inflates to more than it declares, before inflating it all', () => {
    const lying = docxWith([{ name: 'word/media/a.bin', data: new Uint8Array(50 * 1024 * 1024), declaredSize: 1000 }]);
    const started = performance.now();
    expect(rejection(lying, 'resume.docx').reason).toBe('zip-bomb');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('catches overlapping entries that share one compressed stream, honest or lying about size', () => {
    const mib = new Uint8Array(1024 * 1024).fill(0x20);
    for (const declaredSize of [undefined, 4096]) {
      const overlap = docxWith([
        { name: 'word/media/0.bin', data: mib, declaredSize },
        ...Array.from({ length: 30 }, (_, i) => ({ name: `word/media/${i + 1}.bin`, data: '', sameDataAs: 'word/media/0.bin', declaredSize })),
      ]);
      expect(overlap.length).toBeLessThan(10_000);
      expect(rejection(overlap, 'resume.docx').reason).toBe('zip-bomb');
    }
  });

  it('says an archive with an encrypted entry is password-protected', () => {
    const zip = docx();
    const flagged = new Uint8Array(zip);
    // Set the "encrypted" flag on every central directory record.
    for (let i = 0; i + 4 <= flagged.length; i++) {
      if (flagged[i] === 0x50 && flagged[i + 1] === 0x4b && flagged[i + 2] === 0x01 && flagged[i + 3] === 0x02) flagged[i + 8]! |= 1;
    }
    expect(rejection(flagged, 'resume.docx').reason).toBe('encrypted');
  });
});
