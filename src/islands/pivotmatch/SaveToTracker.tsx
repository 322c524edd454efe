import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { showToast } from '~/stores/toast';
import { ApiError, apiErrorMessage, call } from '~/lib/api';
import type { JobMatch } from '~/lib/pivotmatch';
import { trackerRoutes } from '~/lib/tracker';

/** "Save to tracker" on a job match: signed-in members only; the server decides whether their plan has the tracker. */
export function SaveToTracker({ job }: { job: JobMatch }) {
  const auth = useStore($auth);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  if (!auth.user) return null;

  async function save() {
    setState('saving');
    try {
      await call(trackerRoutes.create, {
        body: {
          title: job.title,
          company: job.company,
          location: job.location || null,
          // A sample listing's link is its page on this site; the tracker keeps full addresses.
          link: job.link ? new URL(job.link, window.location.origin).href : null,
          source: 'pivotmatch',
        },
      });
      setState('saved');
      showToast({ title: 'Saved to your job tracker', description: `${job.title} at ${job.company}` });
    } catch (error) {
      const already = error instanceof ApiError && error.status === 409;
      setState(already ? 'saved' : 'idle');
      if (error instanceof ApiError && error.status === 403) {
        showToast({
          title: 'Job tracking is part of the Pivot toolkit',
          description: 'Start a free trial on the pricing page to track applications.',
          variant: 'destructive',
        });
      } else if (!already) {
        showToast({ title: 'Job not saved', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      } else {
        showToast({ title: 'Already in your tracker', description: `${job.title} at ${job.company}` });
      }
    }
  }

  return (
    <button type="button" className="btn-secondary mt-4" onClick={save} disabled={state !== 'idle'}>
      {state === 'saved' ? 'Saved to tracker' : state === 'saving' ? 'Saving...' : 'Save to tracker'}
      <span className="sr-only">
        {' '}
        {job.title} at {job.company}
      </span>
    </button>
  );
}
