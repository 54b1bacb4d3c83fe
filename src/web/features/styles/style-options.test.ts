import { describe, expect, it } from 'vitest';
import type { PromptStyle } from '../../../shared/api/generation';
import {
  CUSTOM_STYLE_OPTION,
  preselectedStyle,
  slideIndexForStyle,
  styleAtSlide,
  styleOptions,
  styleToPick,
} from './style-options';

const STYLES: PromptStyle[] = [
  { id: 'caravaggio', label: 'Renaissance Art', thumbnail_url: '/media/thumbs/caravaggio.jpg' },
  { id: 'royal_oil_paint', label: 'Royal Portrait', thumbnail_url: '/media/thumbs/royal.jpg' },
  { id: 'cyberpunk_hero', label: 'Cyberpunk Hero' },
];

describe('style options', () => {
  it('offers the API styles in order, then Make My Own', () => {
    const options = styleOptions(STYLES);
    expect(options.map((option) => option.title)).toEqual([
      'Renaissance Art',
      'Royal Portrait',
      'Cyberpunk Hero',
      'Make My Own',
    ]);
    expect(options.at(-1)).toBe(CUSTOM_STYLE_OPTION);
  });

  it('falls back to only the custom style when the styles call failed or is still out', () => {
    expect(styleOptions([])).toEqual([CUSTOM_STYLE_OPTION]);
    expect(styleOptions(undefined)).toEqual([CUSTOM_STYLE_OPTION]);
    expect(CUSTOM_STYLE_OPTION).toMatchObject({ id: 'custom', title: 'Make My Own' });
    expect(CUSTOM_STYLE_OPTION.description).toMatch(/describe your own art style/i);
  });

  it('shows the thumbnail, keeps the style fallback for a broken one, and uses it when none', () => {
    const [caravaggio, , cyberpunk] = styleOptions(STYLES);
    expect(caravaggio).toMatchObject({
      imageSrc: '/media/thumbs/caravaggio.jpg',
      fallbackSrc: '/styles/caravaggio.svg',
    });
    expect(cyberpunk?.imageSrc).toBe('/styles/cyberpunk_hero.svg');
    expect(styleOptions([{ id: 'new_style', label: 'New' }])[0]?.fallbackSrc).toBe(
      '/styles/generic.svg',
    );
  });

  it('keeps a style the API marks disabled, unavailable to choose', () => {
    const options = styleOptions([
      ...STYLES,
      { id: 'commanding_wizard', label: 'Wizard', disabled: true },
    ]);
    expect(options.map((option) => [option.id, option.disabled])).toEqual([
      ['caravaggio', false],
      ['royal_oil_paint', false],
      ['cyberpunk_hero', false],
      ['commanding_wizard', true],
      ['custom', false],
    ]);
  });

  it('does not offer a second custom style when the API names one', () => {
    const options = styleOptions([...STYLES, { id: 'custom', label: 'Custom' }]);
    expect(options.filter((option) => option.id === 'custom')).toEqual([CUSTOM_STYLE_OPTION]);
  });
});

describe('carousel selection rules', () => {
  const options = styleOptions(STYLES);

  it('finds the slide of a chosen style, custom included', () => {
    expect(slideIndexForStyle(options, 'royal_oil_paint')).toBe(1);
    expect(slideIndexForStyle(options, 'custom')).toBe(3);
  });

  it('has no slide to show when nothing is chosen or the style is not offered', () => {
    expect(slideIndexForStyle(options, null)).toBeNull();
    expect(slideIndexForStyle(options, 'fierce_pirate_captain')).toBeNull();
  });

  it('tells which style a slide shows', () => {
    expect(styleAtSlide(options, 0)?.id).toBe('caravaggio');
    expect(styleAtSlide(options, 3)?.id).toBe('custom');
    expect(styleAtSlide(options, 4)).toBeNull();
  });

  it("picks the style a shopper brings into view, unless it is chosen already or can't be", () => {
    const withDisabled = styleOptions([
      ...STYLES,
      { id: 'commanding_wizard', label: 'Wizard', disabled: true },
    ]);
    expect(styleToPick(withDisabled, 2, 'caravaggio')?.id).toBe('cyberpunk_hero');
    expect(styleToPick(withDisabled, 2, null)?.id).toBe('cyberpunk_hero');
    expect(styleToPick(withDisabled, 0, 'caravaggio')).toBeNull();
    expect(styleToPick(withDisabled, 3, 'caravaggio')).toBeNull();
    expect(styleToPick(withDisabled, 9, 'caravaggio')).toBeNull();
  });
});

describe('preselected style', () => {
  it('prefers Royal Portrait when it is offered', () => {
    expect(preselectedStyle(styleOptions(STYLES))?.id).toBe('royal_oil_paint');
  });

  it('takes the first named style otherwise, and none when only Make My Own is left', () => {
    expect(preselectedStyle(styleOptions([STYLES[2] as PromptStyle]))?.id).toBe('cyberpunk_hero');
    expect(preselectedStyle(styleOptions([]))).toBeNull();
  });

  it('never preselects a disabled style', () => {
    const royalOff = STYLES.map((style) => ({
      ...style,
      disabled: style.id === 'royal_oil_paint',
    }));
    expect(preselectedStyle(styleOptions(royalOff))?.id).toBe('caravaggio');
    const allOff = STYLES.map((style) => ({ ...style, disabled: true }));
    expect(preselectedStyle(styleOptions(allOff))).toBeNull();
  });
});
