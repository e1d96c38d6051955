// The bench's reference for initial JavaScript: React and react-router with a hash router and two
// routes, built by the same Vite as the web app (scripts/bench/initial-js.mjs). Nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Link, RouterProvider } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Home</h1>
      <Link to="/user/login">Log in</Link>
    </main>
  );
}

function Login() {
  return (
    <main>
      <h1>Log in</h1>
      <Link to="/">Home</Link>
    </main>
  );
}

const router = createHashRouter([
  { path: '/', Component: Home },
  { path: '/user/login', Component: Login },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
