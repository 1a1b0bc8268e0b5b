import { Suspense, type ReactNode } from 'react';
import { useFirstScreenSettled } from '../offline/use-first-screen-settled';
import { CodeBoundary } from '../ui/code-boundary';

/**
 * Draws lazily loaded `children` once the first screen has settled, so they never compete with it;
 * code that cannot come (offline before the worker holds it) leaves them out, the screen as it is.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  if (!useFirstScreenSettled()) return null;
  return (
    <CodeBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </CodeBoundary>
  );
}
