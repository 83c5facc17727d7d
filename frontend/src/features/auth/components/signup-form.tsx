import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { type FieldError, validateSignup } from '../../../lib/core';
import { useShopStore } from '../../../stores';
import { messageFor } from '../../../lib/field-errors';
import { messageOf } from '../../../lib/error-message';

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password (8 or more characters)', type: 'password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

export function SignupForm() {
  const signup = useShopStore((s) => s.signup);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => messageFor(errors, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (found.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await signup({
        first_name: values.firstName,
        last_name: values.lastName,
        email: values.email,
        password: values.password,
      });
      navigate(paths.home);
    } catch (error) {
      setFailure(messageOf(error, 'Could not sign up'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h1>Create your account</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label>
            {field.label}
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              aria-invalid={errorOf(field.name) ? true : undefined}
              onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
            />
          </label>
          {errorOf(field.name) && <p className="field-error">{errorOf(field.name)}</p>}
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating…' : 'Sign up'}
      </button>
      <p className="muted">
        Have an account? <Link to={paths.login}>Login</Link>
      </p>
    </form>
  );
}
