import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StyleChipPicker, type StyleChipPickerProps } from './style-chip-picker';
import { styleOptions } from './style-options';

const options = styleOptions([
  { id: 'royal_oil_paint', label: 'Royal Portrait' },
  { id: 'caravaggio', label: 'Renaissance Art' },
]);

function renderPicker(props: Partial<StyleChipPickerProps> = {}) {
  const onSelectStyle = vi.fn();
  const onCustomPromptChange = vi.fn();
  render(
    <StyleChipPicker
      options={options}
      selectedStyleId={null}
      customPrompt=""
      onSelectStyle={onSelectStyle}
      onCustomPromptChange={onCustomPromptChange}
      {...props}
    />,
  );
  return { onSelectStyle, onCustomPromptChange, user: userEvent.setup() };
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
});
