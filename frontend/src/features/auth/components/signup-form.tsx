import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { validateSignup } from '../../../lib/core';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useShopStore } from '../../../stores/shop-store';
import { useI18n } from '../../../lib/i18n';

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password (8 or more characters)', type: 'password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

export function SignupForm() {
  const i18n = useI18n();
  const signup = useShopStore((s) => s.signup);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', password: '' });
  const { failure, busy, submit, errorOf } = useCheckedForm({
    check: validateSignup,
    save: async (checked: Values) => {
      await signup({
        first_name: checked.firstName,
        last_name: checked.lastName,
        email: checked.email,
        password: checked.password,
      });
      navigate(paths.home);
    },
    failureText: 'Could not sign up',
  });

  return (
    <form className="auth-form" onSubmit={submit(values)} noValidate>
      <h1>{i18n._('Create your account')}</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {FIELDS.map((field) => (
        <div key={field.name}>
          <TextField
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(value) => setValues({ ...values, [field.name]: value })}
            error={errorOf(field.name)}
          />
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating…' : 'Sign up'}
      </button>
      <p className="muted">
        Have an account? <Link to={paths.login}>{i18n._('Login')}</Link>
      </p>
    </form>
  );
}
