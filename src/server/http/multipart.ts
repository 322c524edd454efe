import { Readable } from 'node:stream';
import busboy from 'busboy';
import { HttpError } from './errors';

export interface MultipartFile {
  field: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * One file and a few small fields from a multipart body, with limits set (busboy's defaults are
 * unlimited): a file over `maxFileBytes` or a field over `maxFieldBytes` is a 413, more than one
 * file or too many parts a 400.
 */
export async function readMultipart(
  req: Request,
  {
    fileField,
    maxFileBytes,
    tooLargeMessage,
    maxFieldBytes = 1024,
  }: { fileField: string; maxFileBytes: number; tooLargeMessage: string; maxFieldBytes?: number },
): Promise<{ fields: Record<string, string>; file: MultipartFile | null }> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new HttpError(415, 'Send the file as multipart/form-data.');
  if (!req.body) throw new HttpError(400, 'The request has no body.');

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        limits: { fileSize: maxFileBytes, files: 1, fields: 10, parts: 12, fieldSize: maxFieldBytes },
      });
    } catch {
      reject(new HttpError(400, 'The multipart body is malformed.'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: MultipartFile | null = null;
    let failure: HttpError | null = null;
    const pending: Promise<void>[] = [];

    parser.on('field', (name, value, info) => {
      // busboy cuts an over-long field silently; a cut field would be stored as if whole.
      if (info.valueTruncated) failure ??= new HttpError(413, `The "${name}" field is too long.`);
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== fileField) {
        stream.resume();
        failure ??= new HttpError(400, `The file must be sent in the "${fileField}" field.`);
        return;
      }
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => {
            failure ??= new HttpError(413, tooLargeMessage);
          });
          stream.on('end', () => {
            file = { field: name, fileName: info.filename ?? 'resume', mimeType: info.mimeType, bytes: new Uint8Array(Buffer.concat(chunks)) };
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () => (failure ??= new HttpError(400, 'Send one file at a time.')));
    parser.on('partsLimit', () => (failure ??= new HttpError(400, 'Too many parts in the form.')));
    parser.on('fieldsLimit', () => (failure ??= new HttpError(400, 'Too many fields in the form.')));
    parser.on('error', () => reject(new HttpError(400, 'The multipart body is malformed.')));
    parser.on('close', () => {
      Promise.all(pending).then(() => (failure ? reject(failure) : resolve({ fields, file })), reject);
    });
    Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
      .on('error', () => reject(new HttpError(400, 'The upload was interrupted.')))
      .pipe(parser);
  });
}
