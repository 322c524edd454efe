import { useEffect, useId, useState } from 'react';
import { InlineError } from '~/islands/ui/InlineError';
import { useSubmit } from '~/islands/ui/useSubmit';
import { apiErrorMessage, call } from '~/lib/api';
import { NEWSLETTER_CONSENT_HINT, NEWSLETTER_CONSENT_LABEL, newsletterRoutes, type NewsletterPreference } from '~/lib/newsletter';
import { showToast } from '~/stores/toast';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * E-mail preferences: the newsletter's opt-in (GET/PUT /api/account/newsletter). The box saves as
 * it is ticked; the section says what was chosen and when, the record of the consent.
 */
export default function EmailPreferencesSection({ verified }: { verified: boolean }) {
  const id = useId();
  const [pref, setPref] = useState<NewsletterPreference | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { busy, error, run } = useSubmit('Your choice could not be saved. Please try again.');

  useEffect(() => {
    call(newsletterRoutes.preference).then(setPref, (err: unknown) => setLoadError(apiErrorMessage(err, 'Your e-mail preferences could not be loaded.')));
  }, []);

  // The box follows the click at once and goes back if the server refuses.
  const change = (optIn: boolean) =>
    run(async () => {
      const before = pref;
      setPref((p) => p && { ...p, optIn });
      const next = await call(newsletterRoutes.setPreference, { body: { optIn } }).catch((err: unknown) => {
        setPref(before);
        throw err;
      });
      setPref(next);
      showToast({
        title: optIn ? 'Newsletter on' : 'Newsletter off',
        description: optIn ? 'You will receive the monthly newsletter.' : 'You will not receive the newsletter.',
      });
    });

  return (
    <section id="email-preferences" className="card scroll-mt-24" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        E-mail preferences
      </h2>
      {loadError && <InlineError message={loadError} />}
      {!pref && !loadError && (
        <p role="status" className="mt-2 muted">
          Loading...
        </p>
      )}
      {pref && (
        <div className="mt-4 space-y-2">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-newsletter`}
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={pref.optIn}
              disabled={busy}
              aria-describedby={`${id}-newsletter-hint`}
              onChange={(e) => void change(e.target.checked)}
            />
            <div>
              <label htmlFor={`${id}-newsletter`} className="font-medium">
                {NEWSLETTER_CONSENT_LABEL}
              </label>
              <p id={`${id}-newsletter-hint`} className="text-sm muted">
                {NEWSLETTER_CONSENT_HINT}
                {pref.optIn && !verified && ' It starts once your e-mail address is verified.'}
              </p>
            </div>
          </div>
          <p className="text-sm muted" aria-live="polite">
            {pref.choiceAt
              ? `${pref.optIn ? 'Opted in' : 'Opted out'} on ${when(pref.choiceAt)}.`
              : 'You have not chosen yet: nothing is sent until you opt in.'}
          </p>
          {error && <InlineError message={error} />}
        </div>
      )}
    </section>
  );
}
