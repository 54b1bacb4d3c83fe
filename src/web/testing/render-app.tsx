import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { App, routes } from '../app';

type Router = ReturnType<typeof createMemoryRouter>;

/** Pages load on demand: resolves once the router has the first page's module. */
function initialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The whole app at `path`, in memory, with a user to drive it and the router to inspect. */
export async function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await initialized(router);
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router, user };
}
