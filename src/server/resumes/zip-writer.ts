/**
 * A tiny ZIP writer (deflate or store, no ZIP64) for fixtures and tests: valid DOCX files,
 * and deliberately hostile ones (lying sizes, overlapping entries) that `checkResumeFile`
 * must refuse. Not used on the request path.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  name: string;
  data: Uint8Array | string;
  /** Store instead of deflate. */
  store?: boolean;
  /** Write this uncompressed size in the headers instead of the real one (a lie). */
  declaredSize?: number;
  /** Point this directory record at the local header of an earlier entry (overlap). */
  sameDataAs?: string;
}

export function buildZip(inputs: ZipInput[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const written = new Map<string, { offset: number; crc: number; compressed: number; size: number; method: number }>();
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, 'utf8');
    let record = input.sameDataAs ? written.get(input.sameDataAs) : undefined;
    if (input.sameDataAs && !record) throw new Error(`no entry ${input.sameDataAs} before ${input.name}`);
    if (!record) {
      const raw = typeof input.data === 'string' ? Buffer.from(input.data, 'utf8') : Buffer.from(input.data);
      const method = input.store ? 0 : 8;
      const body = method === 0 ? raw : deflateRawSync(raw, { level: 9 });
      const crc = crc32(raw) >>> 0;
      const size = input.declaredSize ?? raw.length;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0, 6);
      local.writeUInt16LE(method, 8);
      local.writeUInt16LE(0, 10);
      local.writeUInt16LE(0x21, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(body.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      locals.push(local, name, body);
      record = { offset, crc, compressed: body.length, size, method };
      written.set(input.name, record);
      offset += local.length + name.length + body.length;
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(record.method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(record.crc, 16);
    central.writeUInt32LE(record.compressed, 20);
    central.writeUInt32LE(input.sameDataAs ? (input.declaredSize ?? record.size) : record.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(record.offset, 42);
    centrals.push(central, name);
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(inputs.length, 8);
  eocd.writeUInt16LE(inputs.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, eocd]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** One block of a DOCX body: a paragraph, or a table whose cells hold paragraphs. */
export type DocxBlock = { p: string; bold?: boolean; size?: number } | { table: DocxBlock[][] };

export function documentXml(blocks: DocxBlock[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W_NS}"><w:body>${blocks.map(blockXml).join('')}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080"/></w:sectPr></w:body></w:document>`;
}

function blockXml(block: DocxBlock): string {
  if ('table' in block) {
    const rows = block.table
      .map((cells) => `<w:tr>${cells.map((c) => `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${blockXml(c)}</w:tc>`).join('')}</w:tr>`)
      .join('');
    return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows}</w:tbl>`;
  }
  // A cell may hold several paragraphs separated by "\n".
  return block.p
    .split('\n')
    .map((line) => {
      const props = [block.bold ? '<w:b/>' : '', block.size ? `<w:sz w:val="${block.size}"/>` : ''].join('');
      const rPr = props ? `<w:rPr>${props}</w:rPr>` : '';
      return `<w:p><w:r>${rPr}<w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`;
    })
    .join('');
}

/** A minimal valid DOCX: [Content_Types].xml, _rels/.rels and word/document.xml. */
export function buildDocx(blocks: DocxBlock[]): Uint8Array {
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'word/document.xml', data: documentXml(blocks) },
  ]);
}

export const docxParts = { contentTypes: CONTENT_TYPES, rootRels: ROOT_RELS };

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
