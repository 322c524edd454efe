import type { ComponentProps } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules';
import { TextField } from '~/islands/ui/fields';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'minLength' | 'maxLength'> & {
  /** `current`: one the member already has; `new`: one they choose now, held to the length rule. */
  purpose: 'current' | 'new';
};

/** A password box with the account rules' limits and the autocomplete that password managers read. */
export function PasswordField({ purpose, ...field }: Props) {
  return (
    <TextField
      type="password"
      autoComplete={`${purpose}-password`}
      minLength={purpose === 'new' ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      {...field}
    />
  );
}
