import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

// One labelled field for every member form: the label above, a hint and an error under it, both
// announced with the field (aria-describedby), and the error marking it invalid. What the member
// typed is theirs to keep: the field is controlled by the form, never reset here.

interface FieldFrame {
  label: ReactNode;
  /** A line of help under the field. */
  hint?: ReactNode;
  /** What is wrong with the value (from the server's 400 or the form's own check). */
  error?: string | null;
  /** "(optional)" after the label. */
  optional?: boolean;
  /** Classes of the wrapper (grid spans and the like). */
  className?: string;
}

function useDescribed(id: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, describedBy };
}

function Frame({ fieldId, label, hint, error, optional, className, children }: FieldFrame & { fieldId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label className="label" htmlFor={fieldId}>
        {label}
        {optional && <span className="font-normal"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs muted">
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

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
  value: string;
  onChange(value: string): void;
  inputClassName?: string;
};

/** A labelled text input (text, email, url, tel, date, search, password). */
export const TextField = forwardRef<HTMLInputElement, FieldFrame & TextInputProps>(function TextField(
  { label, hint, error, optional, className, inputClassName = '', id, value, onChange, ...input },
  ref,
) {
  const { fieldId, describedBy } = useDescribed(id, hint, error);
  return (
    <Frame fieldId={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        ref={ref}
        id={fieldId}
        className={`input mt-1 ${inputClassName}`.trim()}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Frame>
  );
});

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> & {
  value: string;
  onChange(value: string): void;
  inputClassName?: string;
};

/** A labelled multi-line field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldFrame & TextAreaProps>(function TextAreaField(
  { label, hint, error, optional, className, inputClassName = '', id, value, onChange, ...input },
  ref,
) {
  const { fieldId, describedBy } = useDescribed(id, hint, error);
  return (
    <Frame fieldId={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea
        ref={ref}
        id={fieldId}
        className={`input mt-1 ${inputClassName}`.trim()}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Frame>
  );
});

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
  /** null: empty. */
  value: number | null;
  onChange(value: number | null): void;
  inputClassName?: string;
};

/**
 * A labelled number: the member's text is kept while they type (a half-typed "1." or "-"), and
 * the form gets a number, or null for an empty or unreadable field.
 */
export const NumberField = forwardRef<HTMLInputElement, FieldFrame & NumberInputProps>(function NumberField(
  { label, hint, error, optional, className, inputClassName = '', id, value, onChange, ...input },
  ref,
) {
  const { fieldId, describedBy } = useDescribed(id, hint, error);
  return (
    <Frame fieldId={fieldId} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        ref={ref}
        id={fieldId}
        type="number"
        inputMode="decimal"
        className={`input mt-1 ${inputClassName}`.trim()}
        value={value ?? ''}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(numberOf(e.target.value))}
        {...input}
      />
    </Frame>
  );
});

/** The number a field holds: null when empty or not a finite number. */
export function numberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
