import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'>;

/**
 * A labelled input of the login form with its error line (what Chakra's Field + Input gave:
 * label for the input, aria-invalid, the message announced politely and tied to the input).
 * `aside` sits beside the input (the captcha image).
 */
export function LoginField({
  label,
  value,
  onChange,
  error,
  aside,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  aside?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (
    <input
      {...input}
      id={id}
      className="login-input"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className="login-field">
      <label className="login-field__label" htmlFor={id}>
        {label}
      </label>
      {aside ? (
        <div className="login-captcha">
          {control}
          {aside}
        </div>
      ) : (
        control
      )}
      {error ? (
        <span id={errorId} className="login-field__error" aria-live="polite">
          {error}
        </span>
      ) : null}
    </div>
  );
}
