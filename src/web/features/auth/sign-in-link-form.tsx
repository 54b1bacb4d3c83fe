import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { emailError } from './auth-rules';
import { sendSignInLink } from './auth-store';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { useCheckedField } from './use-checked-field';

/** The second way in: an e-mailed link that signs the person in when opened. */
export function SignInLinkForm({
  initialEmail,
  onUsePassword,
}: {
  initialEmail: string;
  onUsePassword: (email: string) => void;
}) {
  const email = useCheckedField(emailError, initialEmail);
  const { pending, message, run } = useAuthAction();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!email.check()) return;
    void run(
      () => sendSignInLink(email.value.trim()),
      () => setSent(true),
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Email me a sign-in link"
      className="flex flex-col gap-4"
    >
      <TextField
        id="sign-in-link-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={email.error}
        {...email.input}
      />
      <FormAlert message={message} />
      {sent && (
        <p role="status" className="rounded-xl bg-sand px-3.5 py-2.5 text-sm">
          Check your email for a sign-in link.
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send Link'}
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="self-center"
        onClick={() => onUsePassword(email.value)}
      >
        Sign in with a password instead
      </Button>
    </form>
  );
}
