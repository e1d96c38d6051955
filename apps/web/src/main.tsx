import 'antd-mobile/es/global';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootAfterFirstPaint, bootBeforeRender } from './app/boot.ts';
import { createAppRouter } from './app/router.tsx';
import { afterFirstScreen } from './lib/after-first-screen.ts';
import { nextTask } from './lib/next-task.ts';

// `vite dev` checks every answer against its contract; the production build drops this line.
if (import.meta.env.DEV) {
  void Promise.all([import('./api/call.ts'), import('./api/check-answer.ts')]).then(([calls, check]) =>
    calls.checkAnswersWith(check.checkAnswer),
  );
}
// The first screen's work comes in separate tasks: evaluating this module, making the router,
// starting it (its first navigation loads the screen's code), creating the root, and React's render
// in slices. None is long enough to keep a cheap phone from answering a tap (decision 066).
async function start(): Promise<void> {
  bootBeforeRender();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  router.initialize();
  await nextTask();
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds (decision 064).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  afterFirstScreen(container, bootAfterFirstPaint);
}

void nextTask().then(start);
