import { useId, useState, type FormEvent } from 'react';
import { InlineError } from '~/islands/ui/InlineError';
import { call } from '~/lib/api';
import { NAME_MAX_LENGTH, nameTooLongMessage } from '~/lib/account-rules';
import NameField from './NameField';
import { loadCurrentUser } from '~/stores/auth';
import { showToast } from '~/stores/toast';
import { accountRoutes } from '~/lib/account';
import type { AccountSectionProps } from './section-props';
import { useSubmit } from '~/islands/ui/useSubmit';

/** First and last name (PATCH /api/account). */
export default function ProfileSection({ account, reload }: AccountSectionProps) {
  const id = useId();
  const [firstName, setFirstName] = useState(account.profile.firstName);
  const [lastName, setLastName] = useState(account.profile.lastName);
  const { busy, error, setError, run } = useSubmit('Your name could not be saved. Please try again.');
  const changed = firstName.trim() !== account.profile.firstName || lastName.trim() !== account.profile.lastName;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!firstName.trim() || !lastName.trim()) return setError(`Enter your ${!firstName.trim() ? 'first' : 'last'} name.`);
    if (firstName.trim().length > NAME_MAX_LENGTH) return setError(nameTooLongMessage('First name'));
    if (lastName.trim().length > NAME_MAX_LENGTH) return setError(nameTooLongMessage('Last name'));
    await run(async () => {
      const view = await call(accountRoutes.updateProfile, { body: { firstName, lastName } });
      setFirstName(view.profile.firstName);
      setLastName(view.profile.lastName);
      showToast({ title: 'Name saved', description: `We will call you ${view.profile.firstName}.` });
      await Promise.all([reload(), loadCurrentUser()]);
    });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Profile
      </h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField id={`${id}-first`} label="First name" autoComplete="given-name" value={firstName} onChange={setFirstName} />
          <NameField id={`${id}-last`} label="Last name" autoComplete="family-name" value={lastName} onChange={setLastName} />
        </div>
        {error && <InlineError message={error} />}
        <button type="submit" className="btn-primary" disabled={busy || !changed}>
          {busy ? 'Saving...' : 'Save name'}
        </button>
      </form>
    </section>
  );
}
