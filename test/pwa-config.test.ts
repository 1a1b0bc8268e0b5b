import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../pwa.config';

describe('the web app manifest', () => {
  it('paints the splash screen in the light page background, and brands it with the header blue', async () => {
    const styles = await readFile(new URL('../src/app/base.css', import.meta.url), 'utf8');
    const lightBackground = /--bg:\s*(#[0-9a-f]{6})/i.exec(styles)?.[1];
    const manifest = pwaOptions().manifest;
    expect(manifest && manifest.background_color).toBe(lightBackground);
    expect(manifest && manifest.theme_color).toBe('#0b5cad');
  });
});

describe('the service worker\'s precache', () => {
  it('leaves out every language\'s catalogue, so installing downloads none the person did not choose', () => {
    const ignored = pwaOptions().injectManifest?.globIgnores ?? [];
    expect(ignored).toContain('**/catalogue-*');
  });
});
