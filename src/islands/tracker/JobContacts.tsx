import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { InlineError } from '~/islands/ui/InlineError';
import { TextAreaField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { showToast } from '~/stores/toast';
import { apiErrorMessage, call } from '~/lib/api';
import {
  CONTACT_NAME_MAX,
  CONTACT_NOTES_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_ROLE_MAX,
  CONTACTS_PER_JOB_MAX,
  LINK_MAX,
  normalizeJobLink,
  trackerRoutes,
  type ContactView,
} from '~/lib/tracker';

interface ContactDraft {
  name: string;
  role: string;
  email: string;
  phone: string;
  linkedin: string;
  notes: string;
}

const blank: ContactDraft = { name: '', role: '', email: '', phone: '', linkedin: '', notes: '' };
const draftOf = (c: ContactView): ContactDraft => ({
  name: c.name,
  role: c.role,
  email: c.email ?? '',
  phone: c.phone ?? '',
  linkedin: c.linkedin ?? '',
  notes: c.notes,
});
const payload = (d: ContactDraft) => ({
  name: d.name,
  role: d.role,
  email: d.email.trim() || null,
  phone: d.phone.trim() || null,
  linkedin: normalizeJobLink(d.linkedin) || null,
  notes: d.notes,
});

const FIELD_LABELS: Record<string, string> = { name: 'Name', role: 'Role', email: 'E-mail', phone: 'Phone', linkedin: 'LinkedIn profile', notes: 'Notes' };

/** People at the job's company (advanced tracker): add, edit, delete with a confirmation. */
export function JobContacts({ jobId, onDenied }: { jobId: string; onDenied(e: unknown): boolean }) {
  // A refusal (signed out, plan ended) goes to the tracker's gate, as the dialog's other calls do.
  const {
    data,
    error: loadError,
    reload: load,
    setData,
  } = useMemberQuery(trackerRoutes.contacts, { params: { id: jobId } }, 'The contacts could not be loaded.');
  const contacts = data?.contacts ?? null;
  const setContacts = (fn: (list: ContactView[] | null) => ContactView[]) => setData((d) => ({ ...d, contacts: fn(d?.contacts ?? null) }));
  /** The contact being edited: null for none, 'new' for the add form. */
  const [editing, setEditing] = useState<ContactView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactView | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  async function save(draft: ContactDraft) {
    if (editing && editing !== 'new') {
      const saved = await call(trackerRoutes.updateContact, { params: { id: jobId, contactId: editing.id }, body: payload(draft) });
      setContacts((list) => (list ?? []).map((c) => (c.id === saved.id ? saved : c)));
      showToast({ title: 'Contact saved', description: saved.name });
    } else {
      const added = await call(trackerRoutes.addContact, { params: { id: jobId }, body: payload(draft) });
      setContacts((list) => [...(list ?? []), added]);
      showToast({ title: 'Contact added', description: added.name });
    }
    setEditing(null);
  }

  async function remove(contact: ContactView) {
    setBusyDelete(true);
    try {
      await call(trackerRoutes.deleteContact, { params: { id: jobId, contactId: contact.id } });
      setContacts((list) => (list ?? []).filter((c) => c.id !== contact.id));
      showToast({ title: 'Contact deleted', description: contact.name });
    } catch (e) {
      if (!onDenied(e)) showToast({ title: 'Contact not deleted', description: apiErrorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby={`contacts-${jobId}`} className="space-y-3" data-testid="job-contacts">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`contacts-${jobId}`} className="font-semibold">
          Contacts
        </h3>
        {editing === null && contacts && contacts.length < CONTACTS_PER_JOB_MAX && (
          <button type="button" className="btn-secondary py-1 text-sm" onClick={() => setEditing('new')}>
            Add a contact
          </button>
        )}
      </div>
      {loadError && <InlineError message={loadError} onRetry={load} />}
      {contacts && contacts.length === 0 && editing === null && (
        <p className="text-sm muted">The recruiter, the hiring manager, the person who referred you: keep them here to follow up and thank them.</p>
      )}
      {contacts && contacts.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm" data-testid="contact">
              <div className="min-w-0">
                <p className="font-medium">
                  {c.name}
                  {c.role && <span className="font-normal muted"> · {c.role}</span>}
                </p>
                {c.email && (
                  <a className="break-all text-brand-700 underline dark:text-brand-100" href={`mailto:${c.email}`}>
                    {c.email}
                  </a>
                )}
                {c.phone && <p>{c.phone}</p>}
                {c.linkedin && (
                  <a className="block break-all text-brand-700 underline dark:text-brand-100" href={c.linkedin} target="_blank" rel="noopener noreferrer">
                    LinkedIn profile
                  </a>
                )}
                {c.lastContactedOn && <p className="text-xs muted">Last contacted {c.lastContactedOn}</p>}
                {c.notes && <p className="mt-1 whitespace-pre-line text-xs muted">{c.notes}</p>}
              </div>
              <div className="flex gap-1">
                <button type="button" className="btn-ghost h-8 px-2 text-xs" onClick={() => setEditing(c)} disabled={editing !== null}>
                  Edit<span className="sr-only"> {c.name}</span>
                </button>
                <button type="button" className="btn-ghost h-8 px-2 text-xs text-red-700 dark:text-red-300" onClick={() => setDeleting(c)}>
                  Delete<span className="sr-only"> {c.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {contacts && contacts.length >= CONTACTS_PER_JOB_MAX && <p className="text-xs muted">A job keeps at most {CONTACTS_PER_JOB_MAX} contacts.</p>}
      {editing !== null && (
        <ContactForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? blank : draftOf(editing)}
          isNew={editing === 'new'}
          onSave={save}
          onCancel={() => setEditing(null)}
          onDenied={onDenied}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this contact?"
          confirmLabel="Delete contact"
          destructive
          busy={busyDelete}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{deleting.name} and your notes about them will be removed from this job.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function ContactForm({
  initial,
  isNew,
  onSave,
  onCancel,
  onDenied,
}: {
  initial: ContactDraft;
  isNew: boolean;
  onSave(d: ContactDraft): Promise<void>;
  onCancel(): void;
  onDenied(e: unknown): boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  /** A field's value and change, for the shared fields. */
  const field = (key: keyof ContactDraft) => ({ value: draft[key], onChange: (value: string) => setDraft((d) => ({ ...d, [key]: value })) });
  const nameRef = useRef<HTMLInputElement>(null);
  // The member asked for this form: the cursor goes to its first field.
  useEffect(() => nameRef.current?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.name.trim()) {
      setError("Name: Enter the contact's name.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (err) {
      setBusy(false);
      if (onDenied(err)) return;
      const message = apiErrorMessage(err, 'The contact could not be saved. Please try again.');
      const m = /^(\w+): (.+)$/s.exec(message);
      setError(m && m[1]! in FIELD_LABELS ? `${FIELD_LABELS[m[1]!]}: ${m[2]}` : message);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{isNew ? 'New contact' : `Edit ${initial.name}`}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id={`${id}-name`} label="Name" required maxLength={CONTACT_NAME_MAX} {...field('name')} ref={nameRef} />
          <TextField id={`${id}-role`} label="Role" optional maxLength={CONTACT_ROLE_MAX} placeholder="Recruiter" {...field('role')} />
          <TextField id={`${id}-email`} label="E-mail" optional type="email" inputMode="email" {...field('email')} />
          <TextField id={`${id}-phone`} label="Phone" optional type="tel" maxLength={CONTACT_PHONE_MAX} {...field('phone')} />
          <TextField
            id={`${id}-linkedin`}
            className="sm:col-span-2"
            label="LinkedIn profile"
            optional
            type="url"
            inputMode="url"
            maxLength={LINK_MAX}
            placeholder="https://"
            {...field('linkedin')}
          />
          <TextAreaField
            id={`${id}-notes`}
            className="sm:col-span-2"
            label="Notes"
            optional
            inputClassName="min-h-16"
            maxLength={CONTACT_NOTES_MAX}
            {...field('notes')}
          />
        </div>
        {error && <InlineError message={error} />}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary py-1 text-sm" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary py-1 text-sm" disabled={busy}>
            {busy ? 'Saving...' : isNew ? 'Add contact' : 'Save contact'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
