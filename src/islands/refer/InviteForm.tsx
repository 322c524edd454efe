import { useStore } from '@nanostores/react';
import { $features } from '~/stores/features';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import { showToast } from '~/stores/toast';
import {
  INVITE_DEFAULT_RECIPIENTS,
  INVITE_MAX_RECIPIENTS,
  INVITE_MESSAGE_MAX_LENGTH,
  inviteRecipients,
  invitesSentMessage,
  referralRoutes,
  type InviteRequest,
  type InviteResponse,
} from '~/lib/referral';
import { playConfetti } from './confetti';
import { TextAreaField, TextField } from '~/islands/ui/fields';

const freshEmails = () => Array.from({ length: INVITE_DEFAULT_RECIPIENTS }, () => '');

/** Email invitations (3 fields at first, at most 5): form → Thank You → form again. */
export default function InviteForm() {
  const [emails, setEmails] = useState<string[]>(freshEmails);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState<number | null>(null);
  // 'initial' hydrates what the server drew (flags unknown), then follows the flags: hydrating
  // straight to "off" left the server's form on the page (a flaky refer.spec under load).
  const features = useStore($features, { ssr: 'initial' });
  const id = useId();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const firstEmail = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'thanks' | 'form' | number | null>(null);

  // Move focus with the view so keyboard and screen-reader users follow the change.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'thanks') thanksHeading.current?.focus();
    else if (target === 'form') firstEmail.current?.focus();
    else if (typeof target === 'number') document.getElementById(`${id}-email-${target}`)?.focus();
  }, [sentCount, emails.length, id]);

  function setEmail(index: number, value: string) {
    setEmails((prev) => prev.map((e, i) => (i === index ? value : e)));
  }

  function addRecipient() {
    if (emails.length >= INVITE_MAX_RECIPIENTS) return;
    focusNext.current = emails.length;
    setEmails((prev) => [...prev, '']);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const recipients = inviteRecipients(emails);
    if (recipients.length === 0) {
      showToast({ title: 'No Email Provided', description: "Please enter at least one friend's email", variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const body: InviteRequest = { emails: recipients, message: message.trim() };
      const answer: Partial<InviteResponse> = await call(referralRoutes.invite, { body });
      // The server's count: an address invited this week already is left out, and said so.
      const sent = typeof answer.sent === 'number' ? answer.sent : recipients.length;
      const skipped = answer.skipped ?? [];
      const note = skipped.length ? ` Not sent again: ${skipped.map((s) => `${s.email} (${s.reason})`).join(', ')}.` : '';
      showToast({ title: 'Referrals Sent!', description: invitesSentMessage(sent) + note });
      playConfetti();
      focusNext.current = 'thanks';
      setSentCount(sent);
    } catch (err) {
      // Nothing the user typed is lost: the form keeps its values.
      const detail = apiErrorMessage(err, 'Please try again later');
      showToast({ title: 'Invitations Not Sent', description: detail, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  function sendMore() {
    setEmails(freshEmails());
    setMessage('');
    focusNext.current = 'form';
    setSentCount(null);
  }

  if (features?.referralSystem === false) return null;

  if (sentCount !== null) {
    return (
      <div className="py-6 text-center" data-testid="invite-thanks">
        <h3 ref={thanksHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Thank You!
        </h3>
        <p className="muted mt-2">{invitesSentMessage(sentCount)}</p>
        <button type="button" className="btn-primary mt-6" onClick={sendMore}>
          Send More Invitations
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} aria-busy={sending} data-testid="invite-form">
      <div className="space-y-3">
        {emails.map((value, index) => (
          <TextField
            key={index}
            ref={index === 0 ? firstEmail : undefined}
            id={`${id}-email-${index}`}
            label={`Friend's email ${index + 1}`}
            name="emails"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            value={value}
            onChange={(next) => setEmail(index, next)}
          />
        ))}
      </div>
      {emails.length < INVITE_MAX_RECIPIENTS && (
        <button type="button" className="btn-ghost mt-3 px-2" onClick={addRecipient}>
          <span aria-hidden="true">+</span> Add Another Recipient
        </button>
      )}
      <TextAreaField
        id={`${id}-message`}
        className="mt-4"
        label="Personal message"
        optional
        name="message"
        rows={4}
        maxLength={INVITE_MESSAGE_MAX_LENGTH}
        placeholder="I've been using this to plan my career change and thought you'd like it too."
        value={message}
        onChange={setMessage}
      />
      <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={sending}>
        {sending && <span className="spinner" aria-hidden="true" />}
        {sending ? 'Sending...' : 'Send Invitations'}
      </button>
    </form>
  );
}
