import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromptStyle } from '../../../shared/api/generation';
import { createQueryClient } from '../../api/query-client';
import type { GenerationState } from '../generation/generation-contract';
import { useGenerationStore } from '../generation/generation-store';
import { AnotherLookDialog } from './another-look-dialog';

const STYLES: PromptStyle[] = [
  { id: 'royal_oil_paint', label: 'Royal Portrait' },
  { id: 'caravaggio', label: 'Renaissance Art' },
  { id: 'commanding_wizard', label: 'Commanding Wizard', disabled: true },
];
const initialGeneration = useGenerationStore.getState();
const tryAnotherLook = vi.fn(async () => {});

/** The dialog, opened, for art painted with `look`. */
async function openDialog(look: Partial<GenerationState>) {
  useGenerationStore.setState({ ...look, tryAnotherLook });
  const queryClient = createQueryClient();
  queryClient.setQueryData(['prompt-styles'], STYLES);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AnotherLookDialog />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Try another look' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Try another look' }) };
}

beforeEach(() => {
  useGenerationStore.setState(initialGeneration, true);
  tryAnotherLook.mockClear();
});

describe('Try another look', () => {
  it('offers four more in the style on show first, the other styles after', async () => {
    const { user, dialog } = await openDialog({ styleId: 'royal_oil_paint' });
    const same = within(dialog).getByRole('button', { name: 'Four more in this style' });
    expect(same).toHaveAccessibleDescription('Royal Portrait');
    const styles = within(within(dialog).getByRole('list', { name: 'Styles' })).getAllByRole(
      'button',
    );
    expect(styles.map((style) => style.textContent)).toEqual([
      'Renaissance Art',
      'Commanding Wizard',
    ]);

    await user.click(same);
    expect(tryAnotherLook).toHaveBeenCalledWith({
      styleId: 'royal_oil_paint',
      styleName: 'Royal Portrait',
      customPrompt: '',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('paints more of the shopper’s own words', async () => {
    const { user, dialog } = await openDialog({ styleId: 'custom', customPrompt: ' a knight ' });
    const same = within(dialog).getByRole('button', { name: 'Four more in this style' });
    expect(same).toHaveAccessibleDescription('“a knight”');
    await user.click(same);
    expect(tryAnotherLook).toHaveBeenCalledWith({
      styleId: 'custom',
      styleName: null,
      customPrompt: 'a knight',
    });
  });

  it('does not offer more of a style switched off since', async () => {
    const { dialog } = await openDialog({ styleId: 'commanding_wizard' });
    expect(within(dialog).queryByRole('button', { name: 'Four more in this style' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Commanding Wizard' })).toBeDisabled();
  });

  it('paints a description typed in it, and offers nothing for blank words', async () => {
    const { user, dialog } = await openDialog({ styleId: 'royal_oil_paint' });
    const paint = within(dialog).getByRole('button', { name: 'Paint my description' });
    const words = within(dialog).getByRole('textbox', { name: 'Or describe your own' });
    expect(paint).toBeDisabled();
    await user.type(words, '   ');
    expect(paint).toBeDisabled();
    await user.clear(words);
    await user.type(words, 'a pirate at dawn');
    await user.click(paint);
    expect(tryAnotherLook).toHaveBeenCalledWith({
      styleId: 'custom',
      styleName: null,
      customPrompt: 'a pirate at dawn',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
