import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../ui/toast';
import { openAuthDialog, useAccountDialogs } from './account-dialogs';
import { AuthDialog } from './auth-dialog';
import { type AuthOutcome, sendSignInLink, signIn, signUp } from './auth-store';

vi.mock('./auth-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth-store')>()),
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendSignInLink: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const OK: AuthOutcome = { ok: true };

/** An outcome the test hands over when it is ready, to look at the form while it waits. */
function deferred() {
  let settle: (outcome: AuthOutcome) => void = () => {};
  const promise = new Promise<AuthOutcome>((resolve) => (settle = resolve));
  return { promise, settle };
}

function renderDialog(tab: 'signIn' | 'signUp' = 'signIn') {
  const user = userEvent.setup();
  render(<AuthDialog />);
  act(() => openAuthDialog(tab));
  return { user, dialog: screen.getByRole('dialog') };
}

const field = (name: string) => screen.getByLabelText(name);

beforeEach(() => useAccountDialogs.setState({ open: null }));
afterEach(() => vi.clearAllMocks());

describe('the sign-in dialog', () => {
  it('signs in with e-mail and password, closes and says so', async () => {
    vi.mocked(signIn).mockResolvedValue(OK);
    const { user } = renderDialog();
    expect(field('Email')).toHaveFocus();

    await user.type(field('Email'), '  ada@example.com ');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully!');
  });

  it('shows the refusal inside the form, not as a toast', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, message: 'Incorrect password' });
    const { user, dialog } = renderDialog();

    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Incorrect password');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says "Signing In..." and takes no second click while it works', async () => {
    const answer = deferred();
    vi.mocked(signIn).mockReturnValue(answer.promise);
    const { user } = renderDialog();
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret1');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const pending = screen.getByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(signIn).toHaveBeenCalledTimes(1);

    await act(async () => answer.settle(OK));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the e-mail before asking anyone', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(signIn).not.toHaveBeenCalled();

    // The message goes as soon as the address is right.
    await user.type(field('Email'), '.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('e-mails a sign-in link instead, keeping the e-mail typed', async () => {
    vi.mocked(sendSignInLink).mockResolvedValue(OK);
    const { user } = renderDialog();
    await user.type(field('Email'), 'ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(field('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));

    expect(sendSignInLink).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Check your email for a sign-in link.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with a password instead' }));
    expect(field('Password')).toBeInTheDocument();
  });

  it('says "Sending..." while the link is on its way, and shows a refusal in the form', async () => {
    const answer = deferred();
    vi.mocked(sendSignInLink).mockReturnValue(answer.promise);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => answer.settle({ ok: false, message: 'Too many failed attempts.' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Too many failed attempts.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the sign-up tab', () => {
  it('switches between the tabs by click and by arrow key', async () => {
    const { user } = renderDialog('signIn');
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up' });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    await user.click(signUpTab);
    expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('button', { name: 'Create Account' }),
    );

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens on the tab it was asked for', () => {
    renderDialog('signUp');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Password')).toHaveAccessibleDescription('At least 6 characters');
    const terms = screen.getByText(/By creating an account, you agree to our/);
    expect(terms).toBeVisible();
    // Opened beside the dialog, so what was typed stays.
    const link = (name: RegExp) => within(terms).getByRole('link', { name });
    expect(link(/^Terms of Service/)).toHaveAttribute('href', '/terms');
    expect(link(/^Privacy Policy/)).toHaveAttribute('href', '/privacy');
    expect(link(/^Privacy Policy/)).toHaveAttribute('target', '_blank');
  });

  it('creates the account, closes and asks the person to verify their e-mail', async () => {
    const answer = deferred();
    vi.mocked(signUp).mockReturnValue(answer.promise);
    const { user } = renderDialog('signUp');

    await user.type(field('Display name (optional)'), ' Ada ');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await act(async () => answer.settle(OK));

    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
      displayName: 'Ada',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(
      'Account created successfully! Please check your email for verification.',
    );
  });

  it('asks for six characters and a valid e-mail before signing up', async () => {
    const { user } = renderDialog('signUp');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please enter a valid email address',
      'Password should be at least 6 characters',
    ]);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the provider refusal in the form', async () => {
    vi.mocked(signUp).mockResolvedValue({
      ok: false,
      message: 'An account with this email already exists',
    });
    const { user } = renderDialog('signUp');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => openAuthDialog('signUp')}>
          Join
        </button>
        <AuthDialog />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Join' })).toHaveFocus();
  });
});
