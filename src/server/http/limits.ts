/** Netlify buffers at most 6 MB of a request body; the local server refuses more with a 413 the same way. */
export const MAX_REQUEST_BODY_BYTES = 6 * 1024 * 1024;
