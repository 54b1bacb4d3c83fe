import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StyleCarousel, type StyleCarouselProps } from './style-carousel';
import { styleOptions } from './style-options';

const options = styleOptions([
  { id: 'royal_oil_paint', label: 'Royal Portrait', thumbnail_url: '/media/thumbs/royal.jpg' },
  { id: 'caravaggio', label: 'Renaissance Art', thumbnail_url: '/media/thumbs/caravaggio.jpg' },
  { id: 'cyberpunk_hero', label: 'Cyberpunk Hero', thumbnail_url: '/media/thumbs/cyber.jpg' },
]);

function renderCarousel(props: Partial<StyleCarouselProps> = {}) {
  const onSelectStyle = vi.fn();
  const onStartWithStyle = vi.fn();
  render(
    <StyleCarousel
      options={options}
      isLoading={false}
      selectedStyleId={null}
      onSelectStyle={onSelectStyle}
      onStartWithStyle={onStartWithStyle}
      {...props}
    />,
  );
  return { onSelectStyle, onStartWithStyle };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The name of the slide on show. */
const shownSlide = () =>
  screen
    .getAllByRole('group')
    .find((slide) => slide.dataset.visible === 'true')
    ?.getAttribute('aria-label');

describe('style carousel', () => {
  it('reads "Loading art styles..." while the styles load', () => {
    renderCarousel({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading art styles...');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows each style as a slide with its picture, title and a product button', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4: Royal Portrait',
      '2 of 4: Renaissance Art',
      '3 of 4: Cyberpunk Hero',
      '4 of 4: Make My Own',
    ]);
    const second = within(slides[1] as HTMLElement);
    expect(second.getByRole('img')).toHaveAttribute('src', '/media/thumbs/caravaggio.jpg');
    expect(second.getByText('Renaissance Art')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Try Renaissance Art' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous style' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next style' })).toBeInTheDocument();
  });

  it('holds only Make My Own, with nothing to scroll, when the styles call failed', () => {
    renderCarousel({ options: styleOptions([]) });
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(1);
    expect(slides[0]).toHaveAccessibleName('1 of 1: Make My Own');
    expect(screen.queryByRole('button', { name: 'Next style' })).toBeNull();
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  });

  it("swaps a broken style picture for that style's fallback", () => {
    renderCarousel();
    const image = within(screen.getAllByRole('group')[2] as HTMLElement).getByRole('img');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/styles/cyberpunk_hero.svg');
    // A broken fallback stays as it is rather than trying again and again.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/styles/cyberpunk_hero.svg');
  });

  it("starts with the style its slide's button names", async () => {
    const { onStartWithStyle } = renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Try Royal Portrait' }));
    expect(onStartWithStyle).toHaveBeenCalledExactlyOnceWith(options[0]);
  });

  it('offers only the button of the slide on show; the others are out of reach', () => {
    renderCarousel();
    const inert = screen
      .getAllByRole('group')
      .map((slide) => within(slide).getByRole('button').hasAttribute('inert'));
    expect(inert).toEqual([false, true, true, true]);
  });

  it("marks the chosen style's slide, which the slideshow may move away from", () => {
    renderCarousel({ selectedStyleId: 'caravaggio' });
    expect(
      screen.getByRole('group', { name: '2 of 4: Renaissance Art, your pick' }),
    ).toHaveTextContent('Your pick');
    expect(screen.getAllByText('Your pick')).toHaveLength(1);
  });

  it('shows a disabled style as unavailable, with no way to start with it', async () => {
    const withDisabled = styleOptions([
      { id: 'royal_oil_paint', label: 'Royal Portrait' },
      { id: 'caravaggio', label: 'Renaissance Art', disabled: true },
    ]);
    const { onSelectStyle } = renderCarousel({ options: withDisabled });
    const slide = screen.getByRole('group', { name: '2 of 3: Renaissance Art, unavailable' });
    expect(slide).toHaveTextContent('Unavailable');
    expect(within(slide).getByRole('button')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next style' }));
    expect(shownSlide()).toBe('2 of 3: Renaissance Art, unavailable');
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('brings a slide at the side into view and chooses it when tapped', async () => {
    const { onSelectStyle, onStartWithStyle } = renderCarousel();
    await userEvent.click(screen.getByRole('group', { name: '2 of 4: Renaissance Art' }));
    expect(shownSlide()).toBe('2 of 4: Renaissance Art');
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith(options[1]);
    expect(onStartWithStyle).not.toHaveBeenCalled();
  });

  it('moves on with the arrows and the arrow keys, choosing the style shown', async () => {
    const user = userEvent.setup();
    const { onSelectStyle } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next style' }));
    expect(onSelectStyle).toHaveBeenLastCalledWith(options[1]);
    await user.keyboard('{ArrowRight}');
    expect(onSelectStyle).toHaveBeenLastCalledWith(options[2]);
    await user.click(screen.getByRole('button', { name: 'Previous style' }));
    expect(onSelectStyle).toHaveBeenLastCalledWith(options[1]);
  });

  it('advances by itself every 3 seconds, choosing nothing, and can be paused', async () => {
    vi.useFakeTimers();
    const { onSelectStyle } = renderCarousel({ selectedStyleId: 'cyberpunk_hero' });
    expect(shownSlide()).toBe('3 of 4: Cyberpunk Hero, your pick');
    act(() => vi.advanceTimersByTime(2_900));
    expect(shownSlide()).toBe('3 of 4: Cyberpunk Hero, your pick');
    act(() => vi.advanceTimersByTime(200));
    expect(shownSlide()).toBe('4 of 4: Make My Own');
    expect(onSelectStyle).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pause style slideshow' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('4 of 4: Make My Own');
    expect(screen.getByRole('button', { name: 'Play style slideshow' })).toBeInTheDocument();
  });

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Art styles' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('1 of 4: Royal Portrait');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownSlide()).toBe('2 of 4: Renaissance Art');
  });

  it('stops for good once the shopper drags or moves it', () => {
    // Embla listens for drags only on a laid-out carousel, which jsdom never has.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    vi.useFakeTimers();
    renderCarousel();
    fireEvent.mouseDown(screen.getByRole('group', { name: '1 of 4: Royal Portrait' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('1 of 4: Royal Portrait');
    expect(screen.getByRole('button', { name: 'Play style slideshow' })).toBeInTheDocument();
  });

  it('stays on the slide the shopper moved to with the arrows', () => {
    vi.useFakeTimers();
    const { onSelectStyle } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next style' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Next style' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith(options[1]);
  });

  it('does not advance while held by the page', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplayHeld: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('1 of 4: Royal Portrait');
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  });
});
