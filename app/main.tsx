import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { portalLoginRedirect } from './public/loaders';
import { routes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root 요소가 없습니다.');

// A bookmark of an admin page opened without a session: the address becomes the login page's before
// the router starts, so opening it is one page load and one history change. The entry is written as
// the router writes its first one (its index in `idx`), which it then takes over instead of rewriting.
// Later navigations into the admin meet the same guard in the route table's loader.
const login = portalLoginRedirect(window.location);
if (login) window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', login);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
