import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StoreFacts } from '../../../shared/api/store-facts';
import { storeFactsQuery } from '../../api/store-facts';
import { StyleChipPicker, type StyleChipPickerProps } from './style-chip-picker';
import { styleOptions } from './style-options';

const options = styleOptions([
  { id: 'royal_oil_paint', label: 'Royal Portrait' },
  { id: 'caravaggio', label: 'Renaissance Art' },
]);

/** A store that paints with its own engine. */
const LOCAL_STORE: StoreFacts = {
  contact_email: 'hello@masterpiece.test',
  art_service: null,
  card_processor: null,
  tax_service: null,
  print_partner: null,
  test_payments: true,
  art_retention_days: 30,
};

function renderPicker(props: Partial<StyleChipPickerProps> = {}, facts: Partial<StoreFacts> = {}) {
  const onSelectStyle = vi.fn();
  const onCustomPromptChange = vi.fn();
  const queries = new QueryClient();
  queries.setQueryData(storeFactsQuery.queryKey, { ...LOCAL_STORE, ...facts });
  const { unmount } = render(
    <QueryClientProvider client={queries}>
      <StyleChipPicker
        options={options}
        selectedStyleId={null}
        customPrompt=""
        onSelectStyle={onSelectStyle}
        onCustomPromptChange={onCustomPromptChange}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onSelectStyle, onCustomPromptChange, unmount, user: userEvent.setup() };
}

const chip = (name: string) => screen.getByRole('button', { name });

describe('style chip picker', () => {
  it('offers every style plus Make My Own, showing which is chosen', () => {
    renderPicker({ selectedStyleId: 'caravaggio' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Royal Portrait',
      'Renaissance Art',
      'Make My Own',
    ]);
    expect(chip('Renaissance Art')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Royal Portrait')).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses a style with its name', async () => {
    const { onSelectStyle, user } = renderPicker({ selectedStyleId: 'caravaggio' });
    await user.click(chip('Royal Portrait'));
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith('royal_oil_paint', 'Royal Portrait');
  });

  it('deselects the chosen style when it is clicked again', async () => {
    const { onSelectStyle, user } = renderPicker({ selectedStyleId: 'caravaggio' });
    await user.click(chip('Renaissance Art'));
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith(null, null);
  });

  it('shows a disabled style as unavailable and cannot choose it', async () => {
    const { onSelectStyle, user } = renderPicker({
      options: styleOptions([
        { id: 'royal_oil_paint', label: 'Royal Portrait' },
        { id: 'caravaggio', label: 'Renaissance Art', disabled: true },
      ]),
    });
    const unavailable = chip('Renaissance Art (unavailable)');
    expect(unavailable).toBeDisabled();
    await user.click(unavailable);
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('asks for no description unless Make My Own is chosen', () => {
    renderPicker({ selectedStyleId: 'royal_oil_paint' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('passes on what the shopper writes for their own style', async () => {
    const { onCustomPromptChange, user } = renderPicker({
      selectedStyleId: 'custom',
      customPrompt: 'in ink',
    });
    const description = screen.getByRole('textbox', { name: 'Describe your art style' });
    expect(description).toHaveValue('in ink');
    await user.type(description, 's');
    expect(onCustomPromptChange).toHaveBeenLastCalledWith('in inks');
  });

  it('says, as the shopper types, which words it will paint and which it will not', async () => {
    renderPicker({
      selectedStyleId: 'custom',
      customPrompt: 'a watercolour of me in Paris at sunset, with cherry blossoms',
    });
    const reading = await screen.findByRole('status');
    expect(reading).toHaveTextContent('We will paint: watercolour · sunset');
    expect(reading).toHaveTextContent('Not painted: Paris, cherry blossoms');
  });

  it('says what it paints when no word names a style, and nothing before a word is typed', async () => {
    const { unmount } = renderPicker({
      selectedStyleId: 'custom',
      customPrompt: 'somebody special',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No style words yet: we will paint an oil portrait in a studio.',
    );
    unmount();
    renderPicker({ selectedStyleId: 'custom', customPrompt: '   ' });
    await screen.findByRole('textbox', { name: 'Describe your art style' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists no unpainted words where the hosted engine reads the whole description', async () => {
    renderPicker(
      { selectedStyleId: 'custom', customPrompt: 'an oil portrait in Paris' },
      { art_service: 'openai' },
    );
    const reading = await screen.findByRole('status');
    expect(reading).toHaveTextContent('We will paint: oil');
    expect(reading).not.toHaveTextContent('Not painted');
  });
});
