import { HttpError } from '~/server/http/errors';

/** Why a resume file was refused; lets callers and the evaluation group refusals. */
export type ResumeRejectionReason = 'wrong-type' | 'too-large' | 'empty' | 'encrypted' | 'no-text' | 'corrupt' | 'malformed-docx' | 'zip-bomb';

/**
 * A resume the server will not read. Always a 4xx whose `message` is safe to show the user
 * as it is (the upload function answers `{ message }`; the island shows it in a toast).
 */
export class ResumeRejected extends HttpError {
  constructor(
    status: 413 | 415 | 422,
    message: string,
    readonly reason: ResumeRejectionReason,
  ) {
    super(status, message);
    this.name = 'ResumeRejected';
  }
}

export const WRONG_TYPE_MESSAGE = 'Please upload a PDF or DOCX file';
export const TOO_LARGE_MESSAGE = 'Maximum file size is 5MB';
export const EMPTY_FILE_MESSAGE = 'This file is empty. Choose your resume file and upload it again.';
export const ENCRYPTED_PDF_MESSAGE = 'This PDF is password-protected. Remove the password and upload it again.';
export const ENCRYPTED_DOCX_MESSAGE = 'This DOCX file is password-protected. Remove the password in Word and upload it again.';
export const SCANNED_PDF_MESSAGE =
  'This PDF looks like a scanned image: it has no text we can read. Upload a PDF exported from your word processor (with selectable text) or a DOCX file.';
export const CORRUPT_PDF_MESSAGE = 'This PDF file is damaged and cannot be read. Export it again from your word processor and upload it again.';
export const MALFORMED_DOCX_MESSAGE = 'This DOCX file is not valid: it looks damaged or is not a Word document. Save it again as .docx and upload it again.';
export const ZIP_BOMB_MESSAGE = 'This DOCX file is not valid: it unpacks to far more data than a resume holds. Save it again as .docx and upload it again.';
export const EMPTY_DOCX_MESSAGE = 'This DOCX file has no text we can read. Check that it is your resume and upload it again.';

export const wrongType = () => new ResumeRejected(415, WRONG_TYPE_MESSAGE, 'wrong-type');
export const tooLarge = () => new ResumeRejected(413, TOO_LARGE_MESSAGE, 'too-large');
