import type { Gender } from '../../../shared/api/generation';
import {
  CUSTOM_STYLE_ID,
  isStyleId,
  PREFERRED_STYLE_ID,
  STYLE_LABELS,
} from '../../../shared/styles';
import type { GenerationState, StyleChoice } from './generation-contract';

type StyleFields = Pick<
  GenerationState,
  'styleId' | 'styleName' | 'customPrompt' | 'showCustomInput'
>;

/**
 * SPEC §4 "Style picker": choosing the selected style again deselects it; 'custom' opens the
 * text area; any other choice clears the custom text.
 */
export function chooseStyle(
  current: StyleFields,
  styleId: StyleChoice,
  styleName: string | null = null,
): StyleFields {
  const next = styleId === current.styleId ? null : styleId;
  const custom = next === CUSTOM_STYLE_ID;
  return {
    styleId: next,
    styleName: next === null ? null : styleName,
    customPrompt: custom ? current.customPrompt : '',
    showCustomInput: custom,
  };
}

/**
 * The choices an artwork made earlier was painted with, taken up with it: another look then
 * offers more of the same. Its own words make a custom style; with neither, nothing is chosen.
 */
export function paintedLook(look: {
  styleId: string | null;
  customPrompt: string | null;
}): StyleFields {
  const words = look.customPrompt?.trim() ?? '';
  if (look.styleId && look.styleId !== CUSTOM_STYLE_ID) {
    const styleName = isStyleId(look.styleId) ? STYLE_LABELS[look.styleId] : null;
    return { styleId: look.styleId, styleName, customPrompt: '', showCustomInput: false };
  }
  if (!words) return { styleId: null, styleName: null, customPrompt: '', showCustomInput: false };
  return { styleId: CUSTOM_STYLE_ID, styleName: null, customPrompt: words, showCustomInput: true };
}

export const SUBMIT_PROBLEMS = {
  missingCustomPrompt: {
    title: 'Missing Custom Prompt',
    description: 'Please describe your custom art style or select a predefined style.',
  },
  missingGender: {
    title: 'Missing Information',
    description: 'Please select a gender option.',
  },
} as const;

export type Submission =
  | { ok: true; styleId: string; styleName: string | null; gender: Gender; customPrompt: string }
  | { ok: false; title: string; description: string };

/**
 * What 'Create My Art' sends, or the SPEC §5 problem to toast. With no style picked the
 * preferred one is used, as the home page preselects it.
 */
export function checkSubmission(
  choice: Pick<GenerationState, 'styleId' | 'styleName' | 'customPrompt' | 'gender'>,
): Submission {
  const customPrompt = choice.customPrompt.trim();
  if (choice.styleId === CUSTOM_STYLE_ID && !customPrompt) {
    return { ok: false, ...SUBMIT_PROBLEMS.missingCustomPrompt };
  }
  if (!choice.gender) return { ok: false, ...SUBMIT_PROBLEMS.missingGender };
  const styleId = choice.styleId ?? PREFERRED_STYLE_ID;
  const styleName = choice.styleId ? choice.styleName : STYLE_LABELS[PREFERRED_STYLE_ID];
  return { ok: true, styleId, styleName, gender: choice.gender, customPrompt };
}
