import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';
import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupPage() {
  return (
    <>
      <SignupForm />
      <PhoneSignInForm />
    </>
  );
}
