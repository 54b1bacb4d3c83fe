import { describe, expect, it } from 'vitest';
import { MUG } from '../../testing/fake-generation-deps';
import { resultsOutcome } from '../generation/results-outcome';
import { photoPanel, previewStatus, showsStylePicker } from './create-art-view';

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

  it("says in the preview what became of the photo's last job", () => {
    const art = '/media/artworks/a.jpg';
    expect(previewStatus(resultsOutcome('idle', [], null), null)).toEqual({ kind: 'ready' });
    expect(previewStatus(resultsOutcome('completed', [MUG], null), art)).toEqual({
      kind: 'art-ready',
      artworkUrl: art,
    });
    expect(previewStatus(resultsOutcome('failed', [], 'No face found'), null)).toEqual({
      kind: 'failed',
      message: 'Error: No face found',
    });
    expect(previewStatus(resultsOutcome('timeout', [], null), null)).toEqual({
      kind: 'failed',
      message: 'Processing took too long. Please try again.',
    });
    expect(previewStatus(resultsOutcome('completed', [], null), null)).toEqual({
      kind: 'failed',
      message: 'No products available',
    });
  });
});
