import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, inlineScriptSources, inlineStyleSources, securityHeaders } from '../../build/security-headers';

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('the CSP of the built page', () => {
  it('allows each inline stylesheet of the built index.html by its hash, and nothing else inline', () => {
    const html = '<head><style>.a{color:red}</style></head><body><style>.b{}</style></body>';
    expect(inlineStyleSources(html)).toEqual([hashOf('.a{color:red}'), hashOf('.b{}')]);
    const policy = securityHeaders({}, html)['Content-Security-Policy'];
    expect(policy).toContain(`style-src 'self' ${hashOf('.a{color:red}')} ${hashOf('.b{}')};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('allows the page\'s own inline script by its hash, and no script that loads from elsewhere or runs inline otherwise', () => {
    const html = '<body><script type="module" src="/assets/home.js"></script><script>document.title="x"</script></body>';
    expect(inlineScriptSources(html)).toEqual([hashOf('document.title="x"')]);
    const policy = securityHeaders({}, html)['Content-Security-Policy'];
    expect(policy).toContain(`script-src 'self' ${hashOf('document.title="x"')};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(securityHeaders({})['Content-Security-Policy']).toContain("script-src 'self';");
  });

  it('allows styles from the app alone when the page has none inline (the dev server, a build not yet written)', () => {
    expect(securityHeaders({})['Content-Security-Policy']).toContain("style-src 'self';");
  });
});

describe('the _headers file for static hosts', () => {
  it('sends the security headers with every path, and keeps the hashed files a year without asking again', () => {
    const file = headersFile({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    expect(file).toBe(
      ['/*', '  X-Content-Type-Options: nosniff', '  X-Frame-Options: DENY', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
    );
  });
});
