import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageNotice } from '../../../src/app/frame/storage-notice';
import { clearStorageProblem, reportStorageProblem } from '../../../src/offline/storage-problem';

describe('the storage notice', () => {
  it('says nothing while storage works', () => {
    const { container } = render(<StorageNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for a reload when a newer database or a newer tab took over', () => {
    render(<StorageNotice />);
    act(() => reportStorageProblem('newer-version'));
    expect(screen.getByRole('alert')).toHaveTextContent('written by a newer version of Skycache');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    act(() => reportStorageProblem('blocked'));
    expect(screen.getByRole('alert')).toHaveTextContent('Close or reload other Skycache tabs');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('says the device is full, that saved places are safe, and goes once storing works again', () => {
    render(<StorageNotice />);
    act(() => reportStorageProblem('full'));
    expect(screen.getByRole('alert')).toHaveTextContent('This device is out of space');
    expect(screen.getByRole('alert')).toHaveTextContent('Your saved places, settings and unsent plants are safe');
    act(() => clearStorageProblem('full'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
