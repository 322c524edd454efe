import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useGate } from '~/islands/member/MemberGate';
import { InlineError } from '~/islands/ui/InlineError';
import { TextAreaField } from '~/islands/ui/fields';
import { RecordingPlayer } from './RecordingPlayer';
import { showToast } from '~/stores/toast';
import { apiFormErrorMessage, postFormWithProgress } from '~/lib/api';
import {
  AUDIO_BITS_PER_SECOND,
  RECORDER_FORMATS,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_MS,
  RECORDING_STOP_AT_BYTES,
  TRANSCRIPT_MAX,
  VIDEO_BITS_PER_SECOND,
  clock,
  practiceRoutes,
} from '~/lib/practice';
import { routeUrl, type RouteAnswer } from '~/lib/route';
import { SilenceTracker, rms, speechMetrics } from '~/lib/speech-metrics';

export interface AnswerRecorderProps {
  /** The question being answered; it is saved with the recording. Start and Keep wait for one. */
  question: string;
  /** The member's mock-interview session the answer belongs to, when recorded in one. */
  sessionId?: string;
  /** After the member kept a recording and the server saved it. */
  onSaved?(r: { recordingId: string; transcript: string; durationMs: number }): void;
}

type StopReason = 'member' | 'time' | 'size';
interface Take {
  blob: Blob;
  url: string;
  durationMs: number;
  video: boolean;
  pausesMs: number[];
  stopped: StopReason;
}
type Phase = { step: 'idle' } | { step: 'starting' } | { step: 'recording'; startedAt: number } | { step: 'review'; take: Take };
/** Live transcript: the browser's speech recognition, when it has it and it works. */
type Speech = 'none' | 'listening' | 'unavailable';

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: { results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

function recognitionClass(): (new () => Recognition) | null {
  const w = window as unknown as { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const canRecord = () => typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** What went wrong asking for the devices, and what to do about it. */
function deviceMessage(error: unknown, camera: boolean): string {
  const devices = camera ? 'camera and microphone' : 'microphone';
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return `Your browser did not allow the ${devices}. Allow ${camera ? 'them' : 'it'} for this site (the icon in the address bar), then press Start recording again.`;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return camera ? 'No camera was found. Connect one, or choose Microphone only.' : 'No microphone was found. Connect one (a headset works), then try again.';
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return `Your ${devices} ${camera ? 'are' : 'is'} in use by another app. Close it there, then try again.`;
  }
  return `The ${devices} could not be started. Check ${camera ? 'they are' : 'it is'} connected, then try again.`;
}

const STOPPED: Record<Exclude<StopReason, 'member'>, string> = {
  time: `Recording stopped at the ${clock(RECORDING_MAX_MS)} limit.`,
  size: `Recording stopped at the ${RECORDING_MAX_BYTES / 1024 / 1024} MB size limit. Video takes more room: choose Microphone only for longer answers.`,
};

/**
 * Records one spoken answer in the browser (microphone, camera optional), plays it back, and
 * uploads it only when the member presses Keep; Discard leaves nothing anywhere. The transcript
 * comes from the browser's speech recognition where it works, and is always editable.
 * Must be rendered inside a MemberGate (401/403 go to it).
 */
export function AnswerRecorder({ question, sessionId, onSaved }: AnswerRecorderProps) {
  const gate = useGate();
  const ids = { hint: useId(), transcript: useId(), mode: useId(), progress: useId() };
  const [camera, setCamera] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const [transcript, setTranscript] = useState('');
  const [speech, setSpeech] = useState<Speech>('none');
  const [deviceError, setDeviceError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const live = useRef<{
    stream: MediaStream;
    recorder: MediaRecorder;
    audio: AudioContext | null;
    timers: number[];
    recognition: Recognition | null;
    silence: SilenceTracker;
    startedAt: number;
    reason: StopReason;
  } | null>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const edited = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const takeUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    const l = live.current;
    if (!l) return;
    live.current = null;
    l.timers.forEach((t) => window.clearInterval(t));
    l.stream.getTracks().forEach((t) => t.stop());
    void l.audio?.close().catch(() => {});
    if (l.recognition) {
      l.recognition.onend = null;
      l.recognition.stop();
    }
  }, []);

  const stop = useCallback((reason: StopReason) => {
    const l = live.current;
    if (!l || l.recorder.state === 'inactive') return;
    l.reason = reason;
    l.recorder.stop();
  }, []);

  // Leaving the page stops the devices and forgets the take.
  useEffect(
    () => () => {
      // No take to show once the room is gone.
      if (live.current) live.current.recorder.onstop = null;
      release();
      abort.current?.abort();
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    },
    [release],
  );

  useEffect(() => {
    if (phase.step === 'recording' && preview.current && live.current) preview.current.srcObject = live.current.stream;
  }, [phase]);

  async function start() {
    setDeviceError(null);
    setUploadError(null);
    setPhase({ step: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: camera ? { width: { ideal: 640 }, height: { ideal: 360 } } : false });
    } catch (error) {
      setDeviceError(deviceMessage(error, camera));
      setPhase({ step: 'idle' });
      return;
    }
    const formats = camera ? RECORDER_FORMATS.video : RECORDER_FORMATS.audio;
    const mimeType = formats.find((f) => MediaRecorder.isTypeSupported(f));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
        ...(camera ? { videoBitsPerSecond: VIDEO_BITS_PER_SECOND } : {}),
      });
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      setDeviceError('This browser cannot record in a format we can keep. Use a recent version of Chrome, Edge, Firefox or Safari.');
      setPhase({ step: 'idle' });
      return;
    }
    const chunks: Blob[] = [];
    let bytes = 0;
    const startedAt = performance.now();
    const l = {
      stream,
      recorder,
      audio: null as AudioContext | null,
      timers: [] as number[],
      recognition: null as Recognition | null,
      silence: new SilenceTracker(),
      startedAt,
      reason: 'member' as StopReason,
    };
    live.current = l;

    recorder.ondataavailable = (e) => {
      if (e.data.size === 0) return;
      chunks.push(e.data);
      bytes += e.data.size;
      if (bytes >= RECORDING_STOP_AT_BYTES) stop('size');
    };
    recorder.onstop = () => {
      const durationMs = Math.round(performance.now() - l.startedAt);
      // The bare container type: busboy cannot read "video/webm;codecs=vp8,opus" (the comma).
      const type = (recorder.mimeType || mimeType || (camera ? 'video/webm' : 'audio/webm')).split(';')[0]!;
      const blob = new Blob(chunks, { type });
      const url = URL.createObjectURL(blob);
      takeUrl.current = url;
      const pausesMs = l.silence.finish();
      release();
      setPhase({ step: 'review', take: { blob, url, durationMs, video: type.startsWith('video/'), pausesMs, stopped: l.reason } });
    };

    // Silence detection for the pauses: the level of the microphone, ten times a second.
    try {
      const audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 2048;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      l.audio = audio;
      l.timers.push(
        window.setInterval(() => {
          analyser.getFloatTimeDomainData(samples);
          l.silence.push(performance.now() - l.startedAt, rms(samples));
        }, 100),
      );
    } catch {
      // No Web Audio: the recording works, and the pauses are simply not measured.
    }

    edited.current = false;
    setTranscript('');
    setSpeech('none');
    const Recognizer = recognitionClass();
    if (Recognizer) {
      const recognition = new Recognizer();
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.lang = navigator.language || 'en-US';
      // A session ends on its own after a silence and is started again; each one counts its
      // results from zero, so what the finished ones heard is kept.
      let kept = '';
      let heard = '';
      recognition.onresult = (e) => {
        let interim = '';
        heard = '';
        for (let i = 0; i < e.results.length; i++) {
          const r = e.results[i]!;
          if (r.isFinal) heard += `${r[0].transcript.trim()} `;
          else interim += r[0].transcript;
        }
        if (!edited.current) setTranscript(`${kept}${heard}${interim}`.trim());
      };
      let since = performance.now();
      recognition.onend = () => {
        kept += heard;
        heard = '';
        if (live.current !== l) return;
        // A session that ends at once will keep ending: stop asking, the member can type.
        if (performance.now() - since < 1000 || !safeStart(recognition)) setSpeech('unavailable');
        since = performance.now();
      };
      recognition.onerror = (e) => {
        // Silence is not a failure; a network, permission or language error is.
        if (e.error === 'no-speech' || e.error === 'aborted') return;
        recognition.onend = null;
        setSpeech('unavailable');
      };
      l.recognition = recognition;
      setSpeech(safeStart(recognition) ? 'listening' : 'unavailable');
    }

    recorder.start(1000);
    setElapsed(0);
    l.timers.push(
      window.setInterval(() => {
        const ms = performance.now() - l.startedAt;
        setElapsed(ms);
        if (ms >= RECORDING_MAX_MS) stop('time');
      }, 200),
    );
    setPhase({ step: 'recording', startedAt });
  }

  function discard() {
    if (phase.step !== 'review') return;
    URL.revokeObjectURL(phase.take.url);
    takeUrl.current = null;
    setUploadError(null);
    setTranscript('');
    setPhase({ step: 'idle' });
  }

  async function keep() {
    if (phase.step !== 'review') return;
    const { take } = phase;
    setUploadError(null);
    setUpload({ progress: 0 });
    const form = new FormData();
    const extension = take.blob.type.split('/')[1] ?? 'webm';
    form.append('recording', new File([take.blob], `answer.${extension}`, { type: take.blob.type }));
    form.append('question', question.trim());
    form.append('durationMs', String(take.durationMs));
    form.append('transcript', transcript);
    form.append('pauses', JSON.stringify(take.pausesMs.map(Math.round)));
    if (sessionId) form.append('sessionId', sessionId);
    abort.current = new AbortController();
    try {
      const saved = await postFormWithProgress<RouteAnswer<typeof practiceRoutes.save>>(
        routeUrl(practiceRoutes.save),
        form,
        (progress) => setUpload({ progress }),
        abort.current.signal,
      );
      URL.revokeObjectURL(take.url);
      takeUrl.current = null;
      setTranscript('');
      setPhase({ step: 'idle' });
      showToast({ title: 'Recording kept', description: 'It is saved with your practice recordings.' });
      onSaved?.({ recordingId: saved.id, transcript: saved.transcript, durationMs: saved.durationMs });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      if (!gate.denied(e)) setUploadError(apiFormErrorMessage(e, 'The recording could not be saved. Check your connection and try again; it is still here.'));
    } finally {
      abort.current = null;
      setUpload(null);
    }
  }

  const noQuestion = !question.trim();
  const busy = phase.step === 'starting' || phase.step === 'recording';
  const draft = phase.step === 'review' ? speechMetrics({ transcript, durationMs: phase.take.durationMs, pausesMs: phase.take.pausesMs }) : null;

  if (!canRecord()) {
    return (
      <div className="card" data-testid="answer-recorder">
        <p role="alert">This browser cannot record here. Use a recent version of Chrome, Edge, Firefox or Safari to practise out loud.</p>
      </div>
    );
  }

  return (
    <div className="card space-y-4" data-testid="answer-recorder">
      {phase.step !== 'review' && (
        <fieldset disabled={busy} aria-describedby={ids.mode}>
          <legend className="label">Record with</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${ids.mode}-devices`} checked={!camera} onChange={() => setCamera(false)} />
              Microphone only
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${ids.mode}-devices`} checked={camera} onChange={() => setCamera(true)} />
              Microphone and camera
            </label>
          </div>
          <p id={ids.mode} className="mt-1 text-xs muted">
            Up to {clock(RECORDING_MAX_MS)} a take. Nothing leaves your browser until you press Keep.
          </p>
        </fieldset>
      )}

      {deviceError && <InlineError message={deviceError} />}

      {phase.step === 'recording' && (
        <div className="space-y-3">
          {camera && <video ref={preview} autoPlay muted playsInline aria-label="Your camera" className="w-full max-w-md rounded-lg bg-slate-900" />}
          <p className="flex items-center gap-2 font-semibold" data-testid="recording-clock">
            <span aria-hidden="true" className="inline-block h-3 w-3 animate-pulse rounded-full bg-red-600" />
            Recording… {clock(elapsed)} / {clock(RECORDING_MAX_MS)}
          </p>
          {speech === 'listening' && transcript && (
            <p className="text-sm muted" data-testid="live-transcript">
              {transcript}
            </p>
          )}
          {speech !== 'listening' && <p className="text-sm muted">You can type what you said when you stop.</p>}
        </div>
      )}

      {phase.step === 'review' && (
        <div className="space-y-3">
          {phase.take.stopped !== 'member' && (
            <p role="status" className="text-sm font-medium">
              {STOPPED[phase.take.stopped]}
            </p>
          )}
          <p className="text-sm muted">Your take ({clock(phase.take.durationMs)}). Play it back, then keep it or discard it.</p>
          <RecordingPlayer
            src={phase.take.url}
            video={phase.take.video}
            transcript={transcript}
            durationMs={phase.take.durationMs}
            label="Your take"
            testId="take-player"
          />
          <TextAreaField
            id={ids.transcript}
            label="Transcript"
            inputClassName="min-h-24"
            value={transcript}
            maxLength={TRANSCRIPT_MAX}
            onChange={(text) => {
              edited.current = true;
              setTranscript(text);
            }}
            hint={
              speech === 'unavailable'
                ? "Your browser's live transcript is not available here. Type or paste what you said to see your pace and filler words."
                : speech === 'none'
                  ? 'This browser does not transcribe speech. Type or paste what you said to see your pace and filler words.'
                  : 'Correct anything the browser misheard: the pace and filler words are read from this text.'
            }
          />
          {draft && (
            <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="How this take reads">
              {draft.readings.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          {uploadError && <InlineError message={uploadError} onRetry={keep} />}
          {upload && (
            <div>
              <label className="text-sm" htmlFor={ids.progress}>
                Uploading… {Math.round(upload.progress * 100)}%
              </label>
              <progress id={ids.progress} className="block w-full max-w-md" max={1} value={upload.progress} />
            </div>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        {phase.step === 'idle' || phase.step === 'starting' ? (
          <button type="button" className="btn-primary" disabled={busy || noQuestion} aria-describedby={noQuestion ? ids.hint : undefined} onClick={start}>
            {phase.step === 'starting' ? 'Starting…' : 'Start recording'}
          </button>
        ) : phase.step === 'recording' ? (
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={() => stop('member')}>
            Stop recording
          </button>
        ) : (
          <>
            <button type="button" className="btn-primary" disabled={!!upload || noQuestion} aria-describedby={noQuestion ? ids.hint : undefined} onClick={keep}>
              Keep recording
            </button>
            <button type="button" className="btn-secondary" disabled={!!upload} onClick={discard}>
              Discard
            </button>
          </>
        )}
        {noQuestion && (
          <p id={ids.hint} className="text-sm muted">
            Enter the question you are answering first.
          </p>
        )}
      </div>
    </div>
  );
}

function safeStart(recognition: Recognition): boolean {
  try {
    recognition.start();
    return true;
  } catch {
    return false;
  }
}
