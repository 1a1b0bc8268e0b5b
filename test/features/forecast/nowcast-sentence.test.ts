import { describe, expect, it } from 'vitest';
import { nowcastSentence } from '../../../src/features/forecast/nowcast-sentence';

describe('the nowcast sentence', () => {
  it('says nothing is expected when every quarter hour is dry (traces included)', () => {
    expect(nowcastSentence([0, 0, 0.01, 0])).toBe('No precipitation expected in the next hour');
  });

  it('says when rain starts, counting from now in 15-minute steps', () => {
    expect(nowcastSentence([0, 0, 0.3, 0.5])).toBe('Rain starting in about 30 minutes');
    expect(nowcastSentence([0, 0.2, 0.3, 0.5])).toBe('Rain starting in about 15 minutes');
  });

  it('says when rain stops', () => {
    expect(nowcastSentence([0.4, 0, 0, 0])).toBe('Rain stopping in about 15 minutes');
    expect(nowcastSentence([0.4, 0.2, 0.1, 0])).toBe('Rain stopping in about 45 minutes');
  });

  it('names the intensity when it rains all hour', () => {
    expect(nowcastSentence([0.1, 0.2, 0.1, 0.3])).toBe('Light rain for the next hour');
    expect(nowcastSentence([1, 1.2, 0.9, 1])).toBe('Moderate rain for the next hour');
    expect(nowcastSentence([2.5, 3, 2, 2])).toBe('Heavy rain for the next hour');
  });

  it('uses the word it is given for snow', () => {
    expect(nowcastSentence([0, 0, 0, 0.2], 'Snow')).toBe('Snow starting in about 45 minutes');
    expect(nowcastSentence([0.2, 0.2, 0.2, 0.2], 'Snow')).toBe('Light snow for the next hour');
  });
});
