import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Facts } from '../../../../src/features/forecast/components/facts';
import { UNIT_GAP, withUnit } from '../../../../src/lib/unit-format';

describe('a reading in a tile', () => {
  it('may break between its number and its unit, so a long unit word is never split', () => {
    const pressure = withUnit('1,021', 'هكتوباسكال', 'ar');
    expect(pressure).toContain(UNIT_GAP);
    render(<Facts facts={[['الضغط الجوي', pressure]]} />);
    const value = screen.getByRole('definition').textContent!;
    expect(value).not.toContain(UNIT_GAP);
    expect(value).toBe(pressure.replace(UNIT_GAP, ' '));
  });

  it('keeps a reading drawn as elements as it is', () => {
    render(<Facts facts={[['Wind', <span key="wind">{`15${UNIT_GAP}km/h`}</span>]]} />);
    expect(screen.getByRole('definition').textContent).toBe(`15${UNIT_GAP}km/h`);
  });
});
