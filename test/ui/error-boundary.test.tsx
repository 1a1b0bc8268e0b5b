import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ErrorBoundary } from '../../src/ui/error-boundary';
import { LEAVING_GRACE_MS } from '../../src/ui/page-leaving';

function Broken(): never {
  throw new Error('Unable to preload CSS for /assets/charts.css');
}

const renderBroken = () => render(<ErrorBoundary fallback={() => <p>Could not show the chart</p>}><Broken /></ErrorBoundary>);

/** The boundary's own report, apart from what the renderer prints about the error. */
const reports = (spy: typeof consoleError) => spy.mock.calls.filter(([first]) => first === 'A part of the screen failed to render');

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.dispatchEvent(new Event('pageshow'));
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe('a part of the screen that fails to render', () => {
  it('shows its fallback and is reported at once', () => {
    renderBroken();
    expect(screen.getByText('Could not show the chart')).toBeInTheDocument();
    expect(reports(consoleError)).toHaveLength(1);
  });

  it('is not reported when it failed because the person was leaving the page', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    renderBroken();
    expect(screen.getByText('Could not show the chart')).toBeInTheDocument();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS);
    expect(reports(consoleError)).toHaveLength(0);
  });

  it('is reported once a navigation that did not replace the page has had its time', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    renderBroken();
    expect(screen.getByText('Could not show the chart')).toBeInTheDocument();
    expect(reports(consoleError)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS);
    expect(reports(consoleError)).toHaveLength(1);
  });
});
