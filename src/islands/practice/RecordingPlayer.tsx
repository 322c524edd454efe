import { useCaptions } from './useCaptions';

/** A recording's player (video or audio), with captions made from its transcript. */
export function RecordingPlayer({
  src,
  video,
  transcript,
  durationMs,
  label,
  testId,
}: {
  src: string;
  video: boolean;
  transcript: string;
  durationMs: number;
  label: string;
  testId?: string;
}) {
  const captions = useCaptions(transcript, durationMs);
  return video ? (
    <video controls playsInline preload="metadata" src={src} aria-label={label} className="w-full max-w-md rounded-lg bg-slate-900" data-testid={testId}>
      <track kind="captions" src={captions} srcLang="en" label="Transcript (approximate timing)" />
    </video>
  ) : (
    <audio controls preload="metadata" src={src} aria-label={label} className="w-full max-w-md" data-testid={testId}>
      <track kind="captions" src={captions} srcLang="en" label="Transcript (approximate timing)" />
    </audio>
  );
}
