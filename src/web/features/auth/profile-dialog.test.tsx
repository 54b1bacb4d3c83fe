import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser, becomeGuest, signInAs } from '../../testing/fake-auth-user';
import { toast } from '../../ui/toast';
import { openProfileDialog, useAccountDialogs } from './account-dialogs';
import { type AuthOutcome, updateProfile, useAuthStore } from './auth-store';
import { ProfileDialog } from './profile-dialog';

vi.mock('./auth-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth-store')>()),
  updateProfile: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderProfile() {
  const user = userEvent.setup();
  render(<ProfileDialog />);
  act(() => openProfileDialog());
  return { user };
}

const nameField = () => screen.getByLabelText('Display name');
const photoField = () => screen.getByLabelText('Photo URL');
const save = () => screen.getByRole('button', { name: /Save Changes|Saving/ });

beforeEach(() => useAccountDialogs.setState({ open: null }));
afterEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ status: 'loading', user: null });
});

describe('the profile dialog', () => {
  it('starts from the account, and shows the e-mail read-only and not yet verified', () => {
    signInAs(authUser({ photoURL: 'https://images.example/ada.jpg' }));
    renderProfile();

    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Ada Lovelace');
    expect(photoField()).toHaveValue('https://images.example/ada.jpg');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Not verified yet');
  });

  it('says "Verified" once the e-mail is confirmed', () => {
    signInAs(authUser({ emailVerified: true }));
    renderProfile();
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Verified');
  });

  it('saves the name and photo, closes and says so', async () => {
    let settle: (outcome: AuthOutcome) => void = () => {};
    vi.mocked(updateProfile).mockReturnValue(new Promise((resolve) => (settle = resolve)));
    signInAs();
    const { user } = renderProfile();

    await user.clear(nameField());
    await user.type(nameField(), 'Countess Ada');
    await user.type(photoField(), '/media/ada.png');
    await user.click(save());
    expect(save()).toHaveTextContent('Saving...');
    expect(save()).toBeDisabled();
    await act(async () => settle({ ok: true }));

    expect(updateProfile).toHaveBeenCalledWith({
      displayName: 'Countess Ada',
      photoURL: '/media/ada.png',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Profile updated');
  });

  it('refuses a photo address the shop would not show', async () => {
    signInAs();
    const { user } = renderProfile();

    await user.type(photoField(), 'http://images.example/ada.jpg');
    await user.click(save());

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid image URL');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the message when saving fails', async () => {
    vi.mocked(updateProfile).mockResolvedValue({
      ok: false,
      message: 'Network error. Please check your connection',
    });
    signInAs();
    const { user } = renderProfile();

    await user.click(save());

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('goes away when the person is signed out', () => {
    signInAs();
    renderProfile();
    act(() => becomeGuest());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
