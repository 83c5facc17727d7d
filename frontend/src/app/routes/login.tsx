import { LoginForm } from '@/features/auth/components/login-form';
import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';

export function LoginPage() {
  return (
    <>
      <LoginForm />
      <PhoneSignInForm />
    </>
  );
}
