import { describe, expect, it } from 'vitest';
import { photoPanel, showsStylePicker } from './home-view';

describe('home view', () => {
  it('shows the upload zone until there is a photo, then the photo, then the art being made', () => {
    expect(photoPanel(false, 'idle')).toBe('upload');
    expect(photoPanel(true, 'idle')).toBe('preview');
    expect(photoPanel(true, 'uploading')).toBe('processing');
    expect(photoPanel(true, 'polling')).toBe('processing');
    expect(photoPanel(true, 'failed')).toBe('preview');
  });

  it('hides the style chips while uploading or polling', () => {
    expect(showsStylePicker('idle')).toBe(true);
    expect(showsStylePicker('uploading')).toBe(false);
    expect(showsStylePicker('polling')).toBe(false);
    expect(showsStylePicker('completed')).toBe(true);
  });
});
