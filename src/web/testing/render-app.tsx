import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { App, routes } from '../app';

/** The whole app at `path`, in memory, with a user to drive it and the router to inspect. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router, user };
}
