import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupPage() {
  return <SignupForm />;
}
