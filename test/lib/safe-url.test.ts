import { describe, expect, it } from 'vitest';
import { followableUrl } from '../../src/lib/safe-url';

describe('followableUrl', () => {
  it.each(['https://weather.example/zurich', 'http://localhost:4173/zurich'])('keeps %s', (url) => {
    expect(followableUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', '/relative', 'not a url', ''])(
    'refuses %s',
    (url) => {
      expect(followableUrl(url)).toBeUndefined();
    },
  );
});
