import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PreviewPanel, type PreviewPanelProps } from './preview-panel';

const photo = { previewUrl: 'blob:test/me.jpg', width: 800, height: 1000 };

function renderPanel(props: Partial<PreviewPanelProps> = {}) {
  const handlers = { onGenderChange: vi.fn(), onCreate: vi.fn(), onRemovePhoto: vi.fn() };
  render(
    <MemoryRouter>
      <PreviewPanel photo={photo} gender={null} isLoading={false} {...handlers} {...props} />
    </MemoryRouter>,
  );
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

  it('says why the last try failed, and lets the shopper create again', async () => {
    const { onCreate, user } = renderPanel({
      gender: 'female',
      status: { kind: 'failed', message: 'Error: No face found' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No face found');
    expect(screen.queryByText('Ready to transform!')).toBeNull();
    await user.click(createButton());
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('shows finished art with the way to its products, and can create again', async () => {
    const { onCreate, user } = renderPanel({
      gender: 'female',
      status: { kind: 'art-ready', artworkUrl: '/media/artworks/a.jpg' },
    });
    expect(screen.getByText('Your art is ready!')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your artwork' })).toHaveAttribute(
      'src',
      '/media/artworks/a.jpg',
    );
    expect(screen.getByRole('link', { name: 'View Your Art Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await user.click(createButton());
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('brings the outcome into view only when the job ended while the shopper watched', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const failed = { kind: 'failed', message: 'Error: No face found' } as const;
    renderPanel({ status: failed });
    expect(scroll).not.toHaveBeenCalled();
    renderPanel({ status: failed, revealStatus: true });
    expect(scroll).toHaveBeenCalledOnce();
    scroll.mockRestore();
  });
});
