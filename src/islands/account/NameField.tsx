import { useRef, useState } from 'react';
import { NAME_MAX_LENGTH, nameTooLongMessage } from '~/lib/account-rules';
import { TextField } from '~/islands/ui/fields';

interface Props {
  id: string;
  label: 'First name' | 'Last name';
  autoComplete: 'given-name' | 'family-name';
  /** For a form read with FormData. */
  name?: string;
  /** Controlled, when the form keeps the value itself. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A name field that states its limit and refuses a longer name with a message, rather than
 * cutting it: no maxLength, which would silently drop the end of a pasted name.
 */
export default function NameField({ id, label, autoComplete, name, value, onChange }: Props) {
  const [typed, setTyped] = useState(value ?? '');
  const input = useRef<HTMLInputElement>(null);
  const tooLong = (value ?? typed).trim().length > NAME_MAX_LENGTH;
  const message = nameTooLongMessage(label);
  return (
    <TextField
      ref={input}
      id={id}
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      value={value ?? typed}
      // One line under the field, announced as it turns from the limit into the refusal (the
      // shared error line is not announced while typing): the refusal is red and marks the field.
      hint={tooLong ? <span className="text-red-700 dark:text-red-300">{message}</span> : `Up to ${NAME_MAX_LENGTH} characters.`}
      liveHint
      aria-invalid={tooLong || undefined}
      onChange={(next) => {
        // Native validation (the sign-up form) stops at the same message.
        input.current?.setCustomValidity(next.trim().length > NAME_MAX_LENGTH ? message : '');
        setTyped(next);
        onChange?.(next);
      }}
    />
  );
}
