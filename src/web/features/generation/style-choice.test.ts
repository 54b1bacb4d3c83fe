import { describe, expect, it } from 'vitest';
import { checkSubmission, chooseStyle } from './style-choice';

const none = { styleId: null, styleName: null, customPrompt: '', showCustomInput: false };

describe('choosing a style', () => {
  it('selects a style, and clicking it again deselects it', () => {
    const chosen = chooseStyle(none, 'caravaggio', 'Renaissance Art');
    expect(chosen).toEqual({ ...none, styleId: 'caravaggio', styleName: 'Renaissance Art' });
    expect(chooseStyle(chosen, 'caravaggio', 'Renaissance Art')).toEqual(none);
  });

  it('shows the text area for custom and clears the text when another style is chosen', () => {
    const custom = { ...chooseStyle(none, 'custom', 'Make My Own'), customPrompt: 'as a knight' };
    expect(custom.showCustomInput).toBe(true);
    const other = chooseStyle(custom, 'royal_oil_paint', 'Royal Portrait');
    expect(other).toMatchObject({ showCustomInput: false, customPrompt: '' });
  });
});

describe('checking a submission', () => {
  const ready = {
    styleId: 'caravaggio',
    styleName: 'Renaissance Art',
    customPrompt: '',
    gender: 'male',
  } as const;

  it('needs a description for a custom style', () => {
    const result = checkSubmission({ ...ready, styleId: 'custom', customPrompt: ' \n ' });
    expect(result).toEqual({
      ok: false,
      title: 'Missing Custom Prompt',
      description: 'Please describe your custom art style or select a predefined style.',
    });
  });

  it('needs a gender', () => {
    expect(checkSubmission({ ...ready, gender: null })).toEqual({
      ok: false,
      title: 'Missing Information',
      description: 'Please select a gender option.',
    });
  });

  it('sends the trimmed description, and the preferred style when none was picked', () => {
    const custom = checkSubmission({ ...ready, styleId: 'custom', customPrompt: ' a knight ' });
    expect(custom).toMatchObject({ ok: true, styleId: 'custom', customPrompt: 'a knight' });
    const unpicked = checkSubmission({ ...ready, styleId: null, styleName: null });
    expect(unpicked).toMatchObject({
      ok: true,
      styleId: 'royal_oil_paint',
      styleName: 'Royal Portrait',
    });
  });
});
