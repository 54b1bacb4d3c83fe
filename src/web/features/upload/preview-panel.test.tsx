import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreviewPanel, type PreviewPanelProps } from './preview-panel';

const photo = { previewUrl: 'blob:test/me.jpg', width: 800, height: 1000 };

function renderPanel(props: Partial<PreviewPanelProps> = {}) {
  const handlers = { onGenderChange: vi.fn(), onCreate: vi.fn(), onRemovePhoto: vi.fn() };
  render(<PreviewPanel photo={photo} gender={null} isLoading={false} {...handlers} {...props} />);
  return { ...handlers, user: userEvent.setup() };
}

const createButton = () => screen.getByRole('button', { name: 'Create My Art' });

describe('preview panel', () => {
  it('shows the photo, ready to transform', () => {
    renderPanel();
    expect(screen.getByRole('img', { name: 'Your chosen photo' })).toHaveAttribute(
      'src',
      'blob:test/me.jpg',
    );
    expect(screen.getByText('Ready to transform!')).toBeInTheDocument();
  });

  it('keeps Create My Art disabled until a gender is chosen', () => {
    renderPanel();
    expect(createButton()).toBeDisabled();
    expect(createButton()).toHaveAccessibleDescription('Choose a gender option to continue.');
  });

  it('creates the art once a gender is chosen', async () => {
    const { onCreate, user } = renderPanel({ gender: 'female' });
    expect(createButton()).toBeEnabled();
    await user.click(createButton());
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('keeps Create My Art disabled while loading', () => {
    renderPanel({ gender: 'male', isLoading: true });
    expect(createButton()).toBeDisabled();
  });

  it('offers Male, Female and Non-binary, and passes on the choice', async () => {
    const { onGenderChange, user } = renderPanel({ gender: 'male' });
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Male',
      'Female',
      'Non-binary',
    ]);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Non-binary' }));
    expect(onGenderChange).toHaveBeenCalledExactlyOnceWith('non_binary');
  });

  it('lets the photo go with the remove button or Upload Different Photo', async () => {
    const { onRemovePhoto, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(screen.getByRole('button', { name: 'Upload Different Photo' }));
    expect(onRemovePhoto).toHaveBeenCalledTimes(2);
  });
});
