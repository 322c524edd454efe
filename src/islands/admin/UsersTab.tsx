import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '~/lib/admin/errors';
import { filterUsers } from '~/lib/admin/search';
import { formatDate } from '~/lib/admin/format';
import type { AdminUser } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import { planLabel, statusLabel, userDisplayName } from '~/lib/admin/labels';
import { call } from '~/lib/api';
import { showToast } from '~/stores/toast';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { $auth } from '~/stores/auth';
import AddUserDialog from './AddUserDialog';
import DeleteUserDialog from './DeleteUserDialog';
import { InlineError, LoadingText, PlusIcon, SearchBox, StatusBadge, tableCls, tableFrame, tableWrap, td, th, useAdminQuery } from './ui';

export default function UsersTab() {
  const users = useAdminQuery(adminRoutes.users);
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [resetBusy, setResetBusy] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const me = useStore($auth).user;
  const rows = useMemo(() => (users.data ? filterUsers(users.data, query) : []), [users.data, query]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">Users</h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox id="admin-user-search" label="Search users" value={query} onChange={setQuery} />
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add User
          </button>
        </div>
      </div>

      {users.status === 'error' && <InlineError message={users.error} onRetry={users.reload} />}
      {(users.status === 'loading' || users.status === 'idle') && <LoadingText>Loading users...</LoadingText>}
      {users.status === 'success' && (
        <>
          <p className="text-sm muted" aria-live="polite">
            Showing {rows.length} of {users.data.length} users
          </p>
          <div className={tableWrap} {...tableFrame('Users')}>
            <table className={tableCls}>
              <caption className="sr-only">Users</caption>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={th}>
                    Email
                  </th>
                  <th scope="col" className={th}>
                    Plan
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Created
                  </th>
                  <th scope="col" className={th}>
                    Verified
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={7} className={`${td} text-center muted`}>
                      No users found.
                    </td>
                  </tr>
                ) : (
                  rows.map((u) => (
                    <tr key={u.id}>
                      <td className={`${td} max-w-[14rem] break-words font-medium`}>{userDisplayName(u)}</td>
                      <td className={`${td} break-all`}>{u.email}</td>
                      <td className={td}>{planLabel(u.isPremium)}</td>
                      <td className={td}>
                        <StatusBadge status={u.subscriptionStatus} label={statusLabel(u.subscriptionStatus)} />
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
                      <td className={td}>{u.emailVerified ? 'Yes' : 'Not yet'}</td>
                      <td className={`${td} whitespace-nowrap text-right`}>
                        {u.twoFactor && (
                          <button
                            type="button"
                            className="btn-ghost px-2 py-1 text-sm"
                            aria-label={`Turn off two-factor sign-in for ${u.email}`}
                            onClick={() => {
                              setResetError(null);
                              setResetting(u);
                            }}
                          >
                            Turn off 2FA
                          </button>
                        )}
                        {u.id !== me?.id && (
                          <button
                            type="button"
                            className="btn-ghost px-2 py-1 text-sm text-red-700 dark:text-red-300"
                            aria-label={`Delete ${u.email}`}
                            onClick={() => setDeleting(u)}
                          >
                            Delete
                          </button>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}

      {resetting && (
        <ConfirmDialog
          title="Turn off two-factor sign-in?"
          confirmLabel="Turn off 2FA"
          cancelLabel="Cancel"
          destructive
          busy={resetBusy}
          onCancel={() => setResetting(null)}
          onConfirm={async () => {
            setResetBusy(true);
            try {
              await call(adminRoutes.resetTwoFactor, { params: { id: resetting.id } });
              showToast({ title: 'Two-Factor Sign-In Turned Off', description: `${resetting.email} can sign in with their password and has been e-mailed.` });
              setResetting(null);
              users.reload();
            } catch (err) {
              setResetError(errorText(err));
            } finally {
              setResetBusy(false);
            }
          }}
        >
          <p>
            For a member who lost their authenticator app and recovery codes. Check who is asking first: afterwards{' '}
            <strong className="break-all">{resetting.email}</strong> signs in with the password alone, until they turn it on again.
          </p>
          {resetError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {resetError}
            </p>
          )}
        </ConfirmDialog>
      )}

      {deleting && (
        <DeleteUserDialog
          user={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            users.reload();
          }}
        />
      )}

      {adding && (
        <AddUserDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            users.reload();
          }}
        />
      )}
    </div>
  );
}
