import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ACCEPT_ALL, CONSENT_PROMPT_DELAY_MS, CUSTOMIZE_DEFAULTS, type CookieConsent as Consent } from '~/lib/consent';
import { $consent, $consentDialogOpen, readStoredConsent, saveConsent } from '~/stores/consent';

const TYPES: { key: keyof Consent; label: string; description: string }[] = [
  { key: 'necessary', label: 'Necessary', description: 'Sign-in, security and your cookie choice. Always on.' },
  { key: 'analytics', label: 'Analytics', description: 'Anonymous usage figures that help us improve the product.' },
  { key: 'marketing', label: 'Marketing', description: 'Measuring campaigns and showing relevant offers elsewhere.' },
  { key: 'preferences', label: 'Preferences', description: 'Remembering choices such as theme and panels.' },
];

function loadAnalytics(src: string) {
  if (document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.analytics = 'true';
  document.head.appendChild(script);
}

function Toggle({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold">
          {label}
        </p>
        <p id={`${id}-desc`} className="text-xs muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-desc`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand-700' : 'bg-slate-400 dark:bg-slate-600'} disabled:opacity-70`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </button>
    </div>
  );
}

export default function CookieConsent({ analyticsScriptUrl }: { analyticsScriptUrl: string }) {
  const consent = useStore($consent);
  const open = useStore($consentDialogOpen);
  const [customizing, setCustomizing] = useState(false);
  const [draft, setDraft] = useState<Consent>(CUSTOMIZE_DEFAULTS);
  const id = useId();

  useEffect(() => {
    const stored = readStoredConsent();
    if (stored) {
      $consent.set(stored);
      return;
    }
    const timer = setTimeout(() => $consentDialogOpen.set(true), CONSENT_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // The beacon loads only once analytics is consented to (decision 0009).
  useEffect(() => {
    if (consent?.analytics) loadAnalytics(analyticsScriptUrl);
  }, [consent?.analytics, analyticsScriptUrl]);

  // The footer's Cookie Settings link reopens the dialog (spec: a "Cookie Settings" control; issue 30:
  // in the footer, where it covers nothing, rather than floating over the page).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
      if (!link) return;
      event.preventDefault();
      setDraft(readStoredConsent() ?? CUSTOMIZE_DEFAULTS);
      setCustomizing(true);
      $consentDialogOpen.set(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      {open && (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          className="card fixed inset-x-4 bottom-4 z-50 max-w-lg sm:left-4 sm:right-auto"
        >
          <h2 id={`${id}-title`} className="text-lg font-bold">
            We value your privacy
          </h2>
          <p id={`${id}-text`} className="mt-2 text-sm muted">
            We use cookies to keep you signed in, remember your preferences and, with your consent, understand how the site is used.{' '}
            <a href="/privacy" className="text-brand-700 underline dark:text-brand-100">
              Privacy Policy
            </a>
          </p>
          {customizing && (
            <div className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
              {TYPES.map((t) => (
                <Toggle
                  key={t.key}
                  id={`${id}-${t.key}`}
                  label={t.label}
                  description={t.description}
                  checked={t.key === 'necessary' ? true : draft[t.key]}
                  disabled={t.key === 'necessary'}
                  onChange={(v) => setDraft((d) => ({ ...d, [t.key]: v }))}
                />
              ))}
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {customizing ? (
              <button type="button" className="btn-primary" onClick={() => saveConsent({ ...draft, necessary: true })}>
                Save Preferences
              </button>
            ) : (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setDraft(CUSTOMIZE_DEFAULTS);
                  setCustomizing(true);
                }}
              >
                Customize
              </button>
            )}
            <button type="button" className={customizing ? 'btn-secondary' : 'btn-primary'} onClick={() => saveConsent(ACCEPT_ALL)}>
              Accept All
            </button>
          </div>
        </div>
      )}
    </>
  );
}
