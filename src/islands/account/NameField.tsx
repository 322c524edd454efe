import { useState } from 'react';
import { NAME_MAX_LENGTH, nameTooLongMessage } from '../../lib/account-rules';

interface Props {
  id: string;
  label: 'First name' | 'Last name';
  autoComplete: 'given-name' | 'family-name';
  /** For a form read with FormData. */
  name?: string;
  /** Controlled, when the form keeps the value itself. */
  value?: string;
  onChange?: (value: string) => void;
  inputClassName?: string;
}

/**
 * A name field that states its limit and refuses a longer name with a message, rather than
 * cutting it: no maxLength, which would silently drop the end of a pasted name.
 */
export default function NameField({ id, label, autoComplete, name, value, onChange, inputClassName = 'input' }: Props) {
  const [typed, setTyped] = useState(value ?? '');
  const tooLong = (value ?? typed).trim().length > NAME_MAX_LENGTH;
  const message = nameTooLongMessage(label);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        autoComplete={autoComplete}
        required
        className={inputClassName}
        value={value}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-limit`}
        onChange={(e) => {
          const next = e.currentTarget.value;
          // Native validation (the sign-up form) stops at the same message.
          e.currentTarget.setCustomValidity(next.trim().length > NAME_MAX_LENGTH ? message : '');
          setTyped(next);
          onChange?.(next);
        }}
      />
      <p id={`${id}-limit`} aria-live="polite" className={`mt-1 text-xs ${tooLong ? 'text-red-700 dark:text-red-300' : 'muted'}`}>
        {tooLong ? message : `Up to ${NAME_MAX_LENGTH} characters.`}
      </p>
    </div>
  );
}
