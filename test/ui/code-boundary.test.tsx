import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBoundary, loadingCode } from '../../src/ui/code-boundary';
import { ErrorBoundary } from '../../src/ui/error-boundary';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a bug in the part itself');
}

describe('a lazily loaded part whose code cannot come', () => {
  it('says in its own place that it is not downloaded, and Retry loads the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Part = lazy(loadingCode(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    render(
      <>
        <p>the rest of the screen</p>
        <CodeBoundary what="This screen">
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </CodeBoundary>
      </>,
    );
    expect(await screen.findByText('This screen: not downloaded')).toBeInTheDocument();
    expect(screen.getByText('the rest of the screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves any other failure to the boundary above it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={() => <p>the screen failed</p>}>
        <CodeBoundary what="This screen">
          <Broken />
        </CodeBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByText('the screen failed')).toBeInTheDocument();
    expect(screen.queryByText(/not downloaded/)).toBeNull();
  });
});
