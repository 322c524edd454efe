import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

// One labelled field for every member form: the label above, a hint and an error under it, both
// announced with the field (aria-describedby), and the error marking it invalid. What the member
// typed is theirs to keep: the field is controlled by the form, never reset here.

interface FieldFrame {
  label: ReactNode;
  /** A line of help under the field. */
  hint?: ReactNode;
  /** What is wrong with the value (from the server's 400 or the form's own check). */
  error?: string | null;
  /** The hint is news the page updates (a lookup's result): announced when it changes. */
  liveHint?: boolean;
  /** "(optional)" after the label. */
  optional?: boolean;
  /** Classes of the wrapper (grid spans and the like). */
  className?: string;
}

/** The control's own props: a controlled string value, and classes added to `input mt-1`. */
interface Controlled {
  value: string;
  onChange(value: string): void;
  inputClassName?: string;
}

type InputProps = FieldFrame & Controlled & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'>;
type TextAreaProps = FieldFrame & Controlled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'>;
type SelectProps = FieldFrame & Controlled & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'>;

/** What a custom control spreads to be tied to its Field's label, hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The frame around a control, and the props that tie the control to its label, hint and error. */
function useField({ id, hint, error, inputClassName = '' }: { id?: string; hint?: ReactNode; error?: string | null; inputClassName?: string }) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return {
    fieldId,
    control: {
      id: fieldId,
      className: `input mt-1 ${inputClassName}`.trim(),
      'aria-describedby': describedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

function Frame({ fieldId, label, hint, liveHint, error, optional, className, children }: FieldFrame & { fieldId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label className="label" htmlFor={fieldId}>
        {label}
        {optional && <span className="font-normal muted"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs muted" role={liveHint ? 'status' : undefined}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="mt-1 text-xs font-medium text-red-800 dark:text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input (text, email, url, tel, date, time, search). */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, hint, error, optional, className, inputClassName, id, value, onChange, ...input },
  ref,
) {
  const { fieldId, control } = useField({ id, hint, error, inputClassName });
  return (
    <Frame fieldId={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input ref={ref} {...control} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Frame>
  );
});

/** A labelled multi-line field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, hint, error, optional, className, inputClassName, id, value, onChange, ...input },
  ref,
) {
  const { fieldId, control } = useField({ id, hint, error, inputClassName });
  return (
    <Frame fieldId={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea ref={ref} {...control} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Frame>
  );
});

/** A labelled choice; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, hint, error, optional, className, inputClassName, id, value, onChange, children, ...select },
  ref,
) {
  const { fieldId, control } = useField({ id, hint, error, inputClassName });
  return (
    <Frame fieldId={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <select ref={ref} {...control} value={value} onChange={(e) => onChange(e.target.value)} {...select}>
        {children}
      </select>
    </Frame>
  );
});

/**
 * The same frame around a control of the form's own (an input with a button beside it, a file
 * picker): `children` gets the props that tie the control to the label, hint and error.
 */
export function Field({
  id,
  inputClassName,
  children,
  ...frame
}: FieldFrame & { id?: string; inputClassName?: string; children(control: ControlProps): ReactNode }) {
  const { fieldId, control } = useField({ id, hint: frame.hint, error: frame.error, inputClassName });
  return (
    <Frame fieldId={fieldId} {...frame}>
      {children(control)}
    </Frame>
  );
}

/**
 * A labelled number. Its value stays the member's text (a half-typed "12." is not rewritten under
 * the cursor); the form reads the number when it sends.
 */
export const NumberField = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function NumberField(props, ref) {
  return <TextField ref={ref} type="number" inputMode="numeric" {...props} />;
});
