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

describe('the web app manifest in every language', () => {
  it('is named for the brand alone, with no English word, and describes the app as the English shell does', async () => {
    const manifest = pwaOptions().manifest;
    const english = JSON.parse(await readFile(new URL('../src/i18n/catalogues/en/shell.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(manifest && [manifest.name, manifest.short_name]).toEqual(['Skycache', 'Skycache']);
    expect(manifest && manifest.description).toBe(english['shell.description']);
  });
});

describe('the service worker\'s precache', () => {
  it('leaves out every language\'s catalogue, so installing downloads none the person did not choose', () => {
    const ignored = pwaOptions().injectManifest?.globIgnores ?? [];
    expect(ignored).toContain('**/catalogue-*');
  });
});
