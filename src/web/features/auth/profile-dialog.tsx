import type { AuthUser } from '../../../shared/api/auth-user';
import { ACCOUNT_TEXT_MAX_LENGTH } from '../../../shared/validation/account-fields';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { closeAccountDialog, returnFocusToOpener, useAccountDialogs } from './account-dialogs';
import { profileFormSchema } from './auth-rules';
import { updateProfile, useAuthStore } from './auth-store';
import { focusFirstInput } from './focus-first-input';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { useAuthForm } from './use-auth-form';
import { VerificationBadge } from './verification-badge';

/** The signed-in person's name and photo; mounted once by the app, opened with `openProfileDialog`. */
export function ProfileDialog() {
  const open = useAccountDialogs((state) => state.open === 'profile');
  const user = useAuthStore((state) => state.user);

  return (
    // Signing out elsewhere while it is open takes the dialog away with the user.
    <Dialog open={open && user !== null} onOpenChange={(next) => !next && closeAccountDialog()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto"
        onOpenAutoFocus={focusFirstInput}
        onCloseAutoFocus={returnFocusToOpener}
      >
        <DialogHeader>
          <DialogTitle>Profile</DialogTitle>
          <DialogDescription>How your name and photo appear on your account.</DialogDescription>
        </DialogHeader>
        {user && <ProfileForm user={user} />}
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user }: { user: AuthUser }) {
  const { register, handleSubmit, formState } = useAuthForm(profileFormSchema, {
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? '',
  });
  const { pending, message, run } = useAuthAction();

  const submit = handleSubmit((input) =>
    run(
      () => updateProfile(input),
      () => {
        closeAccountDialog();
        toast.success('Profile updated');
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Profile" className="flex flex-col gap-4">
      <TextField
        id="profile-name"
        label="Display name"
        autoComplete="name"
        maxLength={ACCOUNT_TEXT_MAX_LENGTH.displayName}
        {...register('displayName')}
      />
      <TextField
        id="profile-photo"
        label="Photo URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={ACCOUNT_TEXT_MAX_LENGTH.photoUrl}
        error={formState.errors.photoURL?.message}
        {...register('photoURL')}
      />
      <div className="flex flex-col gap-1.5">
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          readOnly
          value={user.email ?? ''}
          className="[&_input]:bg-sand [&_input]:text-ink-muted"
        />
        <VerificationBadge verified={user.emailVerified} className="self-start" />
      </div>
      <FormAlert message={message} />
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
