import { useState } from 'react';
import { apiFormErrorMessage } from '~/lib/api';

/**
 * A form's call to the server: `busy` while it runs, `error` (the server's message, or `fallback`)
 * when it fails. What the user typed stays in the form either way.
 */
export function useSubmit(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(work: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (err) {
      setError(apiFormErrorMessage(err, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
