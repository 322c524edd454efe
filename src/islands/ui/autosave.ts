import { useEffect, useRef, useState } from 'react';
import { useGate } from '~/islands/member/MemberGate';
import { ApiError, apiErrorMessage } from '~/lib/api';
import { AUTOSAVE_DELAY_MS } from '~/lib/resume';

/** saving: a change waits for its save or is being sent; retrying: the last try failed and another is planned; invalid: the server refused it. */
export type SaveStatus = 'saved' | 'saving' | 'retrying' | 'invalid';

/** The editors' status line. */
export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  retrying: 'Not saved — retrying',
  invalid: 'Not saved',
};

const MAX_RETRY_MS = 30_000;

interface Handlers<D, V> {
  send(draft: D): Promise<V>;
  status(status: SaveStatus, message?: string): void;
  saved(view: V): void;
  /** 401/403 and the like: true when the caller dealt with it (no retry). */
  denied(error: unknown): boolean;
}

/**
 * The editor's autosave: a save AUTOSAVE_DELAY_MS after the last change; one request at a time,
 * the latest state sent when the one in flight ends; failures retried with backoff, and nothing
 * typed is ever dropped (the draft here is always the newest). Typed by what it saves and what the
 * server answers.
 */
export class Autosaver<D, V> {
  draft: D | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private queued = false;
  private revision = 0;
  private savedRevision = 0;
  private retryMs = 0;
  private stopped = false;

  constructor(private readonly on: Handlers<D, V>) {}

  /** The member changed something: save it once they pause. */
  change(draft: D): void {
    this.draft = draft;
    this.revision++;
    clearTimeout(this.timer);
    if (!this.retryMs) this.on.status('saving');
    this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DELAY_MS);
  }

  /** The server's state replaced the editor's (loaded or restored): nothing left to save. */
  reset(draft: D): void {
    clearTimeout(this.timer);
    this.draft = draft;
    this.savedRevision = ++this.revision;
    this.retryMs = 0;
    this.on.status('saved');
  }

  /** Changes not yet on the server (or on their way). */
  get dirty(): boolean {
    return this.inFlight || this.savedRevision !== this.revision;
  }

  /** A save is on its way to the server. */
  get saving(): boolean {
    return this.inFlight;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.stopped || !this.draft) return;
    if (this.inFlight) {
      this.queued = true;
      return;
    }
    if (this.savedRevision === this.revision) return;
    const revision = this.revision;
    this.inFlight = true;
    this.queued = false;
    try {
      const view = await this.on.send(this.draft);
      this.inFlight = false;
      this.retryMs = 0;
      this.savedRevision = Math.max(this.savedRevision, revision);
      if (this.stopped) return;
      this.on.saved(view);
      if (this.savedRevision === this.revision) this.on.status('saved');
      else if (this.queued) void this.flush();
      // else: a change came in and its own timer will save it.
    } catch (error) {
      this.inFlight = false;
      if (this.stopped || this.on.denied(error)) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
        // Refused as it is (a field the server names): keep everything, wait for the next change.
        this.retryMs = 0;
        this.on.status('invalid', apiErrorMessage(error, 'Your latest changes could not be saved. Check the fields and try again.'));
        if (this.revision !== revision && this.queued) void this.flush();
        return;
      }
      this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs ? this.retryMs * 2 : 1000);
      this.on.status('retrying');
      this.timer = setTimeout(() => void this.flush(), this.retryMs);
    }
  }
}

export interface Autosave<D, V> {
  /** Holds the newest draft: `saver.change(next)` on every edit, `saver.reset(draft)` when the server's state replaces it. */
  saver: Autosaver<D, V>;
  status: SaveStatus;
  /** The server's reason for refusing the latest changes (status 'invalid'), in the editor's words. */
  error: string | null;
}

/**
 * An editor's autosave (the resume and cover-letter editors): the Autosaver above, its status and
 * refusal for the status line, 401/403 handed to the room's gate, stopped on leaving, and a warning
 * before the page is left with changes not yet saved.
 */
export function useAutosave<D, V>(
  send: (draft: D) => Promise<V>,
  { saved, errorText = (message) => message }: { saved?(view: V): void; errorText?(message: string): string } = {},
): Autosave<D, V> {
  const gate = useGate();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<string | null>(null);
  // The saver outlives renders; it calls the latest handlers.
  const latest = useRef({ send, saved, errorText });
  latest.current = { send, saved, errorText };
  const [saver] = useState(
    () =>
      new Autosaver<D, V>({
        send: (d) => latest.current.send(d),
        status: (s, message) => {
          setStatus(s);
          if (s === 'saved') setError(null);
          if (s === 'invalid') setError(message ? latest.current.errorText(message) : null);
        },
        saved: (view) => latest.current.saved?.(view),
        denied: (e) => gate.denied(e),
      }),
  );
  useEffect(() => () => saver.stop(), [saver]);
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (saver.dirty) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver]);
  return { saver, status, error };
}
