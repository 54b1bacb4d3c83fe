import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessingView } from './processing-view';

const photo = { previewUrl: 'blob:test/me.jpg', width: 800, height: 1000 };

describe('processing view', () => {
  it('shows the photo with the default message until there is another', () => {
    render(<ProcessingView photo={photo} uploadProgress={null} />);
    expect(screen.getByRole('img', { name: /your photo/i })).toHaveAttribute(
      'src',
      'blob:test/me.jpg',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Creating your magical art...');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the rotating message and the upload progress while uploading', () => {
    render(<ProcessingView photo={photo} message="Uploading your image..." uploadProgress={40} />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your image...');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });
});
