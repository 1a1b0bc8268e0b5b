import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from '../../src/ui/when-near';

/** A stand-in for the browser's IntersectionObserver that the test tells when elements come near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static comeNear(target: Element) {
    for (const observer of FakeObserver.all.filter((one) => one.targets.includes(target))) {
      observer.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

const airports = (
  <>
    <button type="button">Before</button>
    <WhenNear placeholder={<p>airports pending</p>}>
      <ol>
        <li>
          <a href="/at/47.46,8.55">LSZH Zürich</a>
        </li>
      </ol>
    </WhenNear>
  </>
);
const waitingBox = () => document.querySelector('.when-near--waiting')!;

describe('a part drawn when it comes near the view', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeObserver.all = [];
  });

  it('keeps its placeholder until it comes near, then draws it', async () => {
    vi.useFakeTimers();
    render(airports);
    // Every task the page had queued has run: nothing draws it but coming near.
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('airports pending')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    act(() => FakeObserver.comeNear(waitingBox()));
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByRole('link', { name: 'LSZH Zürich' })).toBeInTheDocument();
    expect(screen.queryByText('airports pending')).toBeNull();
  });

  it('is drawn when the keyboard reaches it, and hands the focus to its first control', async () => {
    const user = userEvent.setup();
    render(airports);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(await screen.findByRole('link', { name: 'LSZH Zürich' })).toHaveFocus();
  });

  it('is drawn at once when the page is printed', async () => {
    render(airports);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(await screen.findByRole('link', { name: 'LSZH Zürich' })).toBeInTheDocument();
  });

  it('is drawn at once where the browser cannot tell what is near', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(airports);
    expect(await screen.findByRole('link', { name: 'LSZH Zürich' })).toBeInTheDocument();
  });
});
