import { describe, expect, it } from 'vitest';
import { shownJobStatus } from './job-status';
import { generationProgressMessages, progressMessages } from './progress-messages';

describe('progress messages', () => {
  it('rotates three messages while uploading', () => {
    expect(progressMessages('uploading', 'Royal Portrait', null)).toEqual([
      'Uploading your image...',
      'Preparing for magical transformation...',
      'This may take 30-60 seconds',
    ]);
  });

  it('names the style while generating, or says artwork', () => {
    expect(progressMessages('polling', 'Royal Portrait', null)).toEqual([
      'Generating your Royal Portrait...',
      'Weaving artistic magic into reality...',
      'This may take 30-60 seconds',
      'Creating something extraordinary...',
    ]);
    expect(progressMessages('polling', null, null)[0]).toBe('Generating your artwork...');
    expect(progressMessages('polling', '  ', null)[0]).toBe('Generating your artwork...');
  });

  it('says how it ended', () => {
    expect(progressMessages('completed', null, null)).toEqual(['Your art is ready!']);
    expect(progressMessages('failed', null, 'No face found')).toEqual(['Error: No face found']);
    expect(progressMessages('failed', null, null)).toEqual(['Error: Job failed']);
    expect(progressMessages('timeout', null, 'Job polling timed out after 10 minutes')).toEqual([
      'Processing took too long. Please try again.',
    ]);
    expect(progressMessages('idle', null, null)).toEqual(['Creating your magical art...']);
  });

  it("does not name a custom style: 'Make My Own' is not a style to generate", () => {
    const state = {
      jobStatus: 'polling',
      photoSent: true,
      jobError: null,
      styleName: 'Make My Own',
    } as const;
    expect(generationProgressMessages({ ...state, styleId: 'custom' })[0]).toBe(
      'Generating your artwork...',
    );
    expect(
      generationProgressMessages({
        ...state,
        styleId: 'caravaggio',
        styleName: 'Renaissance Art',
      })[0],
    ).toBe('Generating your Renaissance Art...');
  });

  it('tells the art being made once the photo is up and the upload waits for it', () => {
    const state = { styleId: 'caravaggio', styleName: 'Renaissance Art', jobError: null };
    const going = { ...state, jobStatus: 'uploading', photoSent: false } as const;
    expect(generationProgressMessages(going)[0]).toBe('Uploading your image...');
    expect(shownJobStatus(going)).toBe('uploading');
    const up = { ...state, jobStatus: 'uploading', photoSent: true } as const;
    expect(generationProgressMessages(up)[0]).toBe('Generating your Renaissance Art...');
    expect(shownJobStatus(up)).toBe('polling');
    expect(shownJobStatus({ jobStatus: 'completed', photoSent: true })).toBe('completed');
  });
});
