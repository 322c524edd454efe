import { useId, useState, type FormEvent } from 'react';
import { apiFormErrorMessage, call } from '~/lib/api';
import { authRoutes } from '~/lib/auth';
import { PASSWORD_MIN_LENGTH } from '~/lib/account-rules';
import NameField from './NameField';
import { TextField } from '~/islands/ui/fields';
import { showToast } from '~/stores/toast';
import { PasswordField } from './PasswordField';
import { NEWSLETTER_CONSENT_HINT, NEWSLETTER_CONSENT_LABEL } from '~/lib/newsletter';

export default function SignupForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      // The form's named inputs: each is a string.
      await call(authRoutes.signup, {
        body: {
          firstName: form.get('firstName') as string,
          lastName: form.get('lastName') as string,
          email: form.get('email') as string,
          password: form.get('password') as string,
          // Unticked by default: only a tick is consent.
          newsletter: form.get('newsletter') === 'on',
        },
      });
      window.location.assign('/dashboard');
      return;
    } catch (error) {
      showToast({ title: 'Sign Up Failed', description: apiFormErrorMessage(error, 'Could not connect. Please try again.'), variant: 'destructive' });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField id={`${id}-first`} name="firstName" label="First name" autoComplete="given-name" />
        <NameField id={`${id}-last`} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <PasswordField
        purpose="new"
        id={`${id}-password`}
        name="password"
        label="Password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        onChange={setPassword}
      />
      <div className="flex items-start gap-3">
        <input id={`${id}-newsletter`} name="newsletter" type="checkbox" className="mt-1 h-4 w-4" aria-describedby={`${id}-newsletter-hint`} />
        <div>
          <label htmlFor={`${id}-newsletter`} className="text-sm font-medium">
            {NEWSLETTER_CONSENT_LABEL}
          </label>
          <p id={`${id}-newsletter-hint`} className="text-xs muted">
            {NEWSLETTER_CONSENT_HINT}
          </p>
        </div>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create account'}
      </button>
      <p className="text-center text-sm muted">
        Already have an account?{' '}
        <a href="/login" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Log in
        </a>
      </p>
    </form>
  );
}
