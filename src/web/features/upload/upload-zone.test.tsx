import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEIC_HINT, UploadZone } from './upload-zone';

const jpeg = (name = 'me.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });

function renderZone(busy = false) {
  const onPhotoChosen = vi.fn();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  render(<UploadZone onPhotoChosen={onPhotoChosen} busy={busy} />);
  return { onPhotoChosen, alert, user: userEvent.setup({ applyAccept: false }) };
}

const zone = () => screen.getByRole('region', { name: 'Upload Your Photo' });
const drop = (...files: File[]) => fireEvent.drop(zone(), { dataTransfer: { files } });

afterEach(() => vi.restoreAllMocks());

describe('upload zone', () => {
  it('offers Choose File, Take Photo and Pro Tips', () => {
    renderZone();
    expect(screen.getByRole('heading', { name: 'Upload Your Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeEnabled();
    expect(screen.getByText('Pro Tips')).toBeInTheDocument();
  });

  it('accepts images plus .heic and .heif, and takes photos with the front camera', () => {
    renderZone();
    const chooser = screen.getByTestId('photo-file-input');
    const camera = screen.getByTestId('photo-camera-input');
    expect(chooser).toHaveAttribute('accept', 'image/*,.heic,.heif');
    expect(camera).toHaveAttribute('accept', 'image/*,.heic,.heif');
    expect(camera).toHaveAttribute('capture', 'user');
    expect(chooser).not.toHaveAttribute('capture');
  });

  it('opens the file chooser and the camera from their buttons', async () => {
    const { user } = renderZone();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Choose File' }));
    expect(click.mock.contexts.at(-1)).toBe(screen.getByTestId('photo-file-input'));
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    expect(click.mock.contexts.at(-1)).toBe(screen.getByTestId('photo-camera-input'));
  });

  it('hands on a chosen image', async () => {
    const { onPhotoChosen, alert, user } = renderZone();
    const photo = jpeg();
    await user.upload(screen.getByTestId('photo-file-input'), photo);
    expect(onPhotoChosen).toHaveBeenCalledExactlyOnceWith(photo);
    expect(alert).not.toHaveBeenCalled();
  });

  it('takes a HEIC photo that the browser gave no type', async () => {
    const { onPhotoChosen, user } = renderZone();
    const heic = new File(['heic'], 'IMG_0001.HEIC', { type: '' });
    await user.upload(screen.getByTestId('photo-camera-input'), heic);
    expect(onPhotoChosen).toHaveBeenCalledExactlyOnceWith(heic);
  });

  it('says why a HEIC photo takes longer while it is converted', async () => {
    const onPhotoChosen = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const { rerender } = render(<UploadZone onPhotoChosen={onPhotoChosen} />);
    await user.upload(screen.getByTestId('photo-file-input'), jpeg());
    rerender(<UploadZone onPhotoChosen={onPhotoChosen} busy />);
    expect(screen.getByText('Preparing your photo...')).toBeInTheDocument();

    rerender(<UploadZone onPhotoChosen={onPhotoChosen} />);
    const heic = new File(['heic'], 'IMG_0002.HEIC', { type: 'image/heic' });
    await user.upload(screen.getByTestId('photo-file-input'), heic);
    rerender(<UploadZone onPhotoChosen={onPhotoChosen} busy />);
    expect(screen.getByText(HEIC_HINT)).toBeInTheDocument();
  });

  it('alerts "Please select an image file" for anything else', async () => {
    const { onPhotoChosen, alert, user } = renderZone();
    await user.upload(
      screen.getByTestId('photo-file-input'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(alert).toHaveBeenCalledExactlyOnceWith('Please select an image file');
    expect(onPhotoChosen).not.toHaveBeenCalled();
  });

  it('uses the first of the files dropped on it', () => {
    const { onPhotoChosen } = renderZone();
    const first = jpeg('first.jpg');
    drop(first, jpeg('second.jpg'));
    expect(onPhotoChosen).toHaveBeenCalledExactlyOnceWith(first);
  });

  it('alerts when the dropped file is not an image', () => {
    const { onPhotoChosen, alert } = renderZone();
    drop(new File(['text'], 'notes.txt', { type: 'text/plain' }), jpeg());
    expect(alert).toHaveBeenCalledExactlyOnceWith('Please select an image file');
    expect(onPhotoChosen).not.toHaveBeenCalled();
  });

  it('shows where a photo may be dropped while one is dragged over it', () => {
    renderZone();
    fireEvent.dragOver(zone(), { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone()).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(zone(), { relatedTarget: document.body });
    expect(zone()).toHaveAttribute('data-dragging', 'false');
  });

  it('waits while a chosen photo is being prepared', () => {
    const { onPhotoChosen } = renderZone(true);
    expect(screen.getByText('Preparing your photo...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeDisabled();
    drop(jpeg());
    expect(onPhotoChosen).not.toHaveBeenCalled();
  });
});
