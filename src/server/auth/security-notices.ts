import type { User } from '~/server/db/schema';
import type { Mailer } from '~/server/mail/mailer';
import { securityChangeEmail, type SecurityChange } from '~/server/mail/templates';

export interface NoticeDeps {
  mailer: Mailer;
  brand: string;
  siteUrl: string;
}

/**
 * E-mails the owner when how their account signs in has changed. The change is already made:
 * a failed send is logged, never turned into an error that would make the member retry it.
 */
export async function notifySecurityChange(deps: NoticeDeps, user: Pick<User, 'email' | 'firstName'>, change: SecurityChange): Promise<void> {
  try {
    await deps.mailer.send({ to: user.email, ...securityChangeEmail({ brand: deps.brand, firstName: user.firstName, siteUrl: deps.siteUrl, change }) });
  } catch (error) {
    console.error(`[security notice] ${change.kind} not e-mailed:`, error instanceof Error ? error.message : error);
  }
}
