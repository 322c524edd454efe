import { useEffect, useState } from 'react';
import { captionsVtt } from '~/lib/practice';

/** A blob: URL of captions made from the transcript, for a player's <track>; replaced as the transcript changes. */
export function useCaptions(transcript: string, durationMs: number): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([captionsVtt(transcript, durationMs)], { type: 'text/vtt' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [transcript, durationMs]);
  return url;
}
