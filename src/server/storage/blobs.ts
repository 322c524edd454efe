import { getStore, type Store } from '@netlify/blobs';

/**
 * Resume files live in Netlify Blobs. On Netlify the store is configured by the platform;
 * locally and in tests NETLIFY_BLOBS_CONTEXT points at a BlobsServer on this machine
 * (src/server/storage/local-blobs.ts), so the same client code runs everywhere.
 */
export function resumeFileStore(): Store {
  return getStore({ name: 'resume-files', consistency: 'strong' });
}

/** Voice and video practice recordings, under the member's id ("{userId}/{recordingId}"): only they read them. */
export function practiceRecordingStore(): Store {
  return getStore({ name: 'practice-recordings', consistency: 'strong' });
}

/** Files a member attaches to a tracked job (advanced tracker), keyed under the member's id. */
export function trackerFileStore(): Store {
  return getStore({ name: 'tracker-files', consistency: 'strong' });
}
