import type { CurrentUser } from '~/lib/access';
import type { AccountView } from '~/lib/account';

/**
 * What every section of the account page gets: the GET /api/account answer, the signed-in user,
 * and `reload` to fetch it again after a change. Sections built elsewhere (Security, Your data)
 * take the same props.
 */
export interface AccountSectionProps {
  account: AccountView;
  user: CurrentUser;
  reload: () => Promise<void>;
}
