import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetByCodeForm } from '@/features/auth/components/reset-by-code-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ForgotPasswordPage() {
  return (
    <>
      <ForgotPasswordForm />
      <ResetByCodeForm />
    </>
  );
}

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
