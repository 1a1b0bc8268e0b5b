import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDeviceTime } from '../../src/lib/local-time';
import { RowAge } from '../../src/ui/data-age';
import { useAfterFirstPaint } from '../../src/ui/use-after-first-paint';

function Deferred({ name }: { name: string }) {
  return <p>{`${name}: ${useAfterFirstPaint() ? 'all' : 'first frame'}`}</p>;
}

describe('work deferred until the first screen has painted', () => {
  it('waits for the frame after the first render, and never again on screens after it', async () => {
    render(<Deferred name="first screen" />);
    expect(screen.getByText('first screen: first frame')).toBeInTheDocument();
    expect(await screen.findByText('first screen: all')).toBeInTheDocument();
    render(<Deferred name="next screen" />);
    expect(screen.getByText('next screen: all')).toBeInTheDocument();
  });

  it('gives an age its exact time as a tooltip', async () => {
    const fetchedAt = Date.UTC(2026, 10, 23, 6, 30);
    render(<RowAge fetchedAt={fetchedAt} />);
    expect(await screen.findByTitle(formatDeviceTime(fetchedAt, true))).toHaveAttribute('dateTime', new Date(fetchedAt).toISOString());
  });
});
