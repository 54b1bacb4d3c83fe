import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromptStyle } from '../../../shared/api/generation';
import type { ApiProduct } from '../../../shared/api/products';
import { HomePage } from '../../pages/home';
import type { GenerationState } from '../generation/generation-contract';
import { useGenerationStore } from '../generation/generation-store';

const STYLES: PromptStyle[] = [
  { id: 'caravaggio', label: 'Renaissance Art', thumbnail_url: '/media/thumbs/caravaggio.jpg' },
  { id: 'royal_oil_paint', label: 'Royal Portrait', thumbnail_url: '/media/thumbs/royal.jpg' },
];
const PHOTO = {
  file: new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
  previewUrl: 'data:image/jpeg;base64,AAAA',
  width: 800,
  height: 1000,
};
const MUG: ApiProduct = {
  id: 'mug-white',
  title: 'Coffee Mug',
  print_provider_id: 1,
  blueprint_id: 1,
  images: ['/media/mockups/mug.jpg'],
  price: 1999,
  type: 'white',
  variant_id: 1,
};

const realActions = useGenerationStore.getState();

function answerStyles(styles: PromptStyle[] | 'fail') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    styles === 'fail'
      ? new Response('{}', { status: 503 })
      : Response.json(styles, { status: 200 }),
  );
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/products', element: <p>Products page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const setJob = (state: Partial<GenerationState>) => act(() => useGenerationStore.setState(state));
const chips = () => within(screen.getByRole('list', { name: 'Choose Your Style' }));

beforeAll(() => {
  // The carousel then starts paused, so no slide moves under the test's feet.
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query.includes('reduce'),
  }));
});

beforeEach(() => {
  useGenerationStore.setState(realActions, true);
  act(() => useGenerationStore.getState().reset());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(globalThis.fetch).mockRestore?.();
  vi.mocked(console.error).mockRestore();
  vi.mocked(window.scrollTo).mockRestore();
});

describe('home journey', () => {
  it('loads the art styles into the carousel and the chips', async () => {
    answerStyles(STYLES);
    renderHome();
    expect(screen.getByText('Loading art styles...')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '1 of 3: Renaissance Art' })).toBeVisible();
    expect(
      chips()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Renaissance Art', 'Royal Portrait', 'Make My Own']);
  });

  it('falls back to Make My Own alone when the styles call fails', async () => {
    answerStyles('fail');
    renderHome();
    expect(await screen.findByRole('group', { name: '1 of 1: Make My Own' })).toBeVisible();
    expect(
      chips()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Make My Own']);
  });

  it("opens the file chooser from the hero's Upload Your Photo", async () => {
    answerStyles(STYLES);
    const { user } = renderHome();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Upload Your Photo' }));
    expect(click.mock.contexts.at(-1)).toBe(screen.getByTestId('photo-file-input'));
  });

  it('clears the custom description when another style is chosen, and deselects on a second click', async () => {
    answerStyles(STYLES);
    const { user } = renderHome();
    await screen.findByRole('group', { name: '1 of 3: Renaissance Art' });
    expect(screen.getByRole('button', { name: 'Play style slideshow' })).toBeVisible();

    await user.click(chips().getByRole('button', { name: 'Make My Own' }));
    // The slideshow may go on: it shows the styles, and only the shopper chooses one.
    expect(screen.getByRole('button', { name: 'Play style slideshow' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Describe your art style' }), 'in ink');
    await user.click(chips().getByRole('button', { name: 'Royal Portrait' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(chips().getByRole('button', { name: 'Royal Portrait' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(chips().getByRole('button', { name: 'Make My Own' }));
    expect(screen.getByRole('textbox', { name: 'Describe your art style' })).toHaveValue('');

    await user.click(chips().getByRole('button', { name: 'Make My Own' }));
    expect(chips().queryByRole('button', { pressed: true })).toBeNull();
  });

  it('shows a chosen photo with Royal Portrait preselected and the product slideshow', async () => {
    answerStyles(STYLES);
    const choosePhoto = vi.fn(async (_file: File) => {
      useGenerationStore.setState({ userPhoto: PHOTO });
    });
    useGenerationStore.setState({ choosePhoto });
    const { user } = renderHome();
    await screen.findByRole('group', { name: '1 of 3: Renaissance Art' });
    expect(screen.queryByRole('radiogroup', { name: 'Gender' })).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'See Your Face on Amazing Products' }),
    ).toBeVisible();

    await user.upload(screen.getByTestId('photo-file-input'), PHOTO.file);

    expect(choosePhoto).toHaveBeenCalledWith(PHOTO.file);
    expect(await screen.findByRole('button', { name: 'Upload Different Photo' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeVisible();
    expect(useGenerationStore.getState().styleId).toBe('royal_oil_paint');
    expect(chips().getByRole('button', { name: 'Royal Portrait' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const promo = screen.getByRole('region', { name: 'Your Photo, Beautifully Displayed' });
    expect(
      within(promo)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Your Photo, Beautifully Displayed', 'Canvas Print', 'Coffee Mug', 'T-Shirt']);
    for (const price of ['$59.99', '$19.99', '$29.99']) {
      expect(within(promo).getByText(price)).toBeVisible();
    }
    const details = within(promo).getAllByRole('link', { name: /^View Details/ });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/products',
      '/products',
      '/products',
    ]);
  });

  it('preselects Royal Portrait when the styles arrive after the photo, and only then', async () => {
    let answer: (() => void) | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(Response.json(STYLES, { status: 200 }));
        }),
    );
    const choosePhoto = vi.fn(async (_file: File) => {
      useGenerationStore.setState({ userPhoto: PHOTO });
    });
    useGenerationStore.setState({ choosePhoto });
    const { user } = renderHome();
    await user.upload(screen.getByTestId('photo-file-input'), PHOTO.file);
    expect(await screen.findByRole('button', { name: 'Upload Different Photo' })).toBeVisible();
    expect(screen.getByText('Loading art styles...')).toBeInTheDocument();
    expect(useGenerationStore.getState().styleId).toBeNull();

    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.());
    await waitFor(() => expect(useGenerationStore.getState().styleId).toBe('royal_oil_paint'));
    await user.click(chips().getByRole('button', { name: 'Royal Portrait' }));
    expect(useGenerationStore.getState().styleId).toBeNull();
    await screen.findByRole('group', { name: '1 of 3: Renaissance Art' });
    expect(useGenerationStore.getState().styleId).toBeNull();
  });

  it('goes back to the upload zone, focus on Choose File, when the photo is removed', async () => {
    answerStyles(STYLES);
    setJob({ userPhoto: PHOTO });
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    expect(useGenerationStore.getState().userPhoto).toBeNull();
  });

  it('shows the processing view without the style chips while uploading', () => {
    answerStyles(STYLES);
    setJob({ userPhoto: PHOTO, jobStatus: 'uploading', isLoading: true, uploadProgress: 30 });
    renderHome();
    expect(screen.getByText('Uploading your image...')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.queryByRole('heading', { name: 'Choose Your Style' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'More Art Styles Coming Soon' })).toBeVisible();
  });

  it('replaces the hero with the failure, and Try Again keeps the photo and the choices', async () => {
    answerStyles(STYLES);
    setJob({
      userPhoto: PHOTO,
      styleId: 'royal_oil_paint',
      gender: 'female',
      jobStatus: 'failed',
      jobError: 'The art engine gave up',
    });
    const { user } = renderHome();
    expect(screen.queryByRole('heading', { level: 1, name: /magical masterpiece/ })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: The art engine gave up');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(useGenerationStore.getState()).toMatchObject({
      userPhoto: PHOTO,
      styleId: 'royal_oil_paint',
      gender: 'female',
      jobStatus: 'idle',
    });
    expect(screen.getByRole('heading', { level: 1, name: /magical masterpiece/ })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your chosen photo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create My Art' })).toBeEnabled();
  });

  it('shows the finished art and starts over from Create More Art below', async () => {
    answerStyles(STYLES);
    setJob({ userPhoto: PHOTO, jobStatus: 'completed', products: [MUG] });
    const { user, router } = renderHome();
    expect(screen.getByRole('heading', { name: 'Your art is ready!' })).toBeVisible();
    expect(screen.getByRole('img', { name: /coffee mug/ })).toHaveAttribute(
      'src',
      '/media/mockups/mug.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Create More Art' }));
    expect(useGenerationStore.getState().products).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose File' })).toBeVisible());
    expect(router.state.location.pathname).toBe('/');
  });
});
