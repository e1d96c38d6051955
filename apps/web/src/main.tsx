import 'antd-mobile/es/global';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootAfterFirstPaint, bootBeforeRender } from './app/boot.ts';
import { afterFirstScreen } from './lib/after-first-screen.ts';

// `vite dev` checks every answer against its contract; the production build drops this line.
if (import.meta.env.DEV) {
  void Promise.all([import('./api/call.ts'), import('./api/check-answer.ts')]).then(([calls, check]) =>
    calls.checkAnswersWith(check.checkAnswer),
  );
}
bootBeforeRender();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, React renders the first screen in slices of a few milliseconds between which the
// browser may paint and answer a tap: a cheap phone sees no long task from it (decision 064).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
afterFirstScreen(container, bootAfterFirstPaint);
