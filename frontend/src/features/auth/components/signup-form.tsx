import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EMAIL_INPUT, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { validateSignup } from '@/lib/core/core';
import { useCheckedForm } from '@/lib/hooks/use-checked-form';
import { useShopStore } from '@/stores/shop-store';
import { type I18n, useI18n } from '@/lib/i18n';

const fields = (i18n: I18n) =>
  [
    { name: 'firstName', label: i18n._('First name'), type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: i18n._('Last name'), type: 'text', autoComplete: 'family-name' },
    { name: 'email', label: i18n._('Email'), ...EMAIL_INPUT },
    { name: 'password', label: i18n._('Password (8 or more characters)'), type: 'password', autoComplete: 'new-password' },
  ] as const;

type Values = Record<ReturnType<typeof fields>[number]['name'], string>;

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
      void navigate(paths.home);
    },
    failureText: i18n._('Could not sign up'),
  });

  return (
    <form className="auth-form" onSubmit={submit(values)} noValidate>
      <h1>{i18n._('Create your account')}</h1>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
      {fields(i18n).map(({ name, label, ...input }) => (
        <div key={name}>
          <TextField
            {...input}
            label={label}
            name={name}
            value={values[name]}
            onChange={(value) => setValues({ ...values, [name]: value })}
            error={errorOf(name)}
          />
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Creating…' : i18n._('Sign up')}
      </button>
      <p className="muted">
        Have an account? <Link to={paths.login}>{i18n._('Login')}</Link>
      </p>
    </form>
  );
}
