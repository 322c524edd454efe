import type { Runtime } from '~/server/runtime';
import type { ResumeOwner } from './owner';
import { checkResumeFile } from './file-check';
import { extractResumeText } from './extract-text';
import { discardSession, markFailed, receiveUpload, storeResumeFile, type IncomingPart } from './sessions';

/**
 * The upload call: takes the file (or one of its parts), refuses a bad file with a 4xx before
 * anything is kept, stores a good one and starts processing off the request.
 */
export async function acceptResume(rt: Runtime, owner: ResumeOwner, part: IncomingPart) {
  const store = rt.resumeFiles();
  // A file that came whole is refused before anything is stored.
  if (part.partCount === 1 && part.bytes.length > 0) checkResumeFile(part.bytes, part.fileName);
  const { session, file } = await receiveUpload(rt.db, store, owner, part, rt.now());
  if (!file) return { success: true, sessionId: session.id, message: 'Part received', complete: false };
  try {
    const { kind } = checkResumeFile(file, session.fileName);
    const text = await extractResumeText(file, kind);
    await storeResumeFile(rt.db, store, session, file, kind, text, part.partCount);
  } catch (error) {
    await discardSession(rt.db, store, session);
    throw error;
  }
  try {
    await rt.dispatchResume(session.id);
  } catch (error) {
    console.error('[resume dispatch]', error);
    await markFailed(rt.db, session.id, 'Processing could not start. Please upload your resume again.', rt.now());
  }
  return { success: true, sessionId: session.id, message: 'Resume uploaded successfully', complete: true };
}
