import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completedAtOnce,
  fakeDeps,
  finishedStore,
  JOB_ID,
  readyToSubmit,
} from '../../testing/fake-generation-deps';
import { Toaster } from '../../ui/toaster';
import { createGenerationStore, type GenerationStoreHook } from './create-generation-store';
import { useFinishedJobRedirect } from './use-finished-job-redirect';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function Page({ store }: { store: GenerationStoreHook }) {
  useFinishedJobRedirect(store);
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function setup(path: string, store = createGenerationStore(fakeDeps())) {
  const router = createMemoryRouter([{ path: '*', element: <Page store={store} /> }], {
    initialEntries: [path],
  });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  const finish = (from: 'uploading' | 'polling') =>
    act(() => {
      store.setState({ jobStatus: from, jobId: JOB_ID });
      store.setState({ jobStatus: 'completed' });
    });
  return { finish, path: () => screen.getByTestId('path').textContent };
}

/** The toast's text once it has faded in: it is in the page a frame before it shows. */
async function shown(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

describe('useFinishedJobRedirect', () => {
  it('on /upload says so, offers View Products, and goes to /products after 1.5 s', async () => {
    const { finish, path } = setup('/upload');
    finish('polling');
    // The clock also runs on by itself (the toast's fade-in is waited for in real time).
    const finished = Date.now();
    await shown('Your art products are ready! Redirecting...');
    expect(screen.getByRole('button', { name: 'View Products' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(finished + 1400 - Date.now()));
    expect(path()).toBe('/upload');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(path()).toBe('/products');
  });

  it('elsewhere offers a View Products action that leads there', async () => {
    const { finish, path } = setup('/cart');
    finish('polling');
    const action = await screen.findByRole('button', { name: 'View Products' });
    await shown('Your art products are ready!');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(path()).toBe('/cart');
    act(() => action.click());
    expect(path()).toBe('/products');
  });

  it('on /products has no action', async () => {
    const { finish } = setup('/products');
    finish('polling');
    await shown('Your art products are ready! Redirecting...');
    expect(screen.queryByRole('button', { name: 'View Products' })).toBeNull();
  });

  it('goes from /upload to /products at once when the upload itself answered with products', () => {
    const { finish, path } = setup('/upload');
    finish('uploading');
    expect(path()).toBe('/products');
  });

  it('leaves home on its ready state when the upload itself answered with products', async () => {
    const { finish, path } = setup('/');
    finish('uploading');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(path()).toBe('/');
  });

  it('goes to /products when an upload resent after a reload was answered before it listened', async () => {
    const before = fakeDeps();
    void (await readyToSubmit(before)).getState().submit();
    vi.clearAllTimers(); // the page goes away before the answer
    const after = fakeDeps();
    const reloaded = createGenerationStore(after);
    await after.answerUpload({ ok: true, response: completedAtOnce });
    expect(reloaded.getState().jobStatus).toBe('completed');

    const { path } = setup('/upload', reloaded);
    expect(path()).toBe('/products');
  });

  it('does not move a shopper whose page loaded with the art already made', async () => {
    await finishedStore(fakeDeps());
    const { path } = setup('/upload', createGenerationStore(fakeDeps()));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(path()).toBe('/upload');
  });
});
