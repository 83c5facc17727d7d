// The WebOTP API: on Android's Chrome the browser reads the code from an SMS
// whose last line is `@<this host> #<code>` (the shop's code SMS ends so)
// and offers it, with the shopper's consent. Elsewhere it does not exist.

interface OtpCredential extends Credential {
  code: string;
}

/** The code of the next SMS bound to this site, or null where the browser cannot read one (or `signal` aborted). */
export async function readCodeFromSms(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return null;
  try {
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
    const credential = (await navigator.credentials.get(options)) as OtpCredential | null;
    return credential?.code ?? null;
  } catch {
    return null;
  }
}
