import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkPlaceScreenFiles, placeScreenCode } from '../../build/first-request-script';

type Bundle = Parameters<typeof placeScreenCode>[0];

/** A chunk of the modules `moduleIds`; the first is its facade unless a group made it. */
const chunk = (fileName: string, imports: string[], css: string[] = [], moduleIds: string[] = [], facadeModuleId = moduleIds[0] ?? null) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    moduleIds,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

const bundle: Bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js']),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/place-screen.js': chunk('assets/place-screen.js', ['assets/forecast.js', 'assets/runtime.js'], ['assets/place-screen.css'], ['/repo/src/app/routes/place/place-screen.tsx']),
  'assets/forecast.js': chunk('assets/forecast.js', ['assets/runtime.js'], ['assets/forecast.css']),
  'assets/settings.js': chunk('assets/settings.js', ['assets/runtime.js'], ['assets/settings.css'], ['/repo/src/app/routes/settings/settings-screen.tsx']),
};

describe('the place screen’s code that index.html asks for on a place’s address', () => {
  it('is its chunk and the chunks it imports, with their stylesheets, less what the entry loads itself', () => {
    expect(placeScreenCode(bundle, 'assets/index.js', '/app/')).toEqual({
      scripts: ['/app/assets/place-screen.js', '/app/assets/forecast.js'],
      styles: ['/app/assets/place-screen.css', '/app/assets/forecast.css'],
    });
  });

  it('takes English’s screen words along, which the screen waits for when English is spoken', () => {
    const withWords: Bundle = { ...bundle, 'assets/screen-words-en.js': chunk('assets/screen-words-en.js', [], [], ['\0virtual:catalogue/en/screens']) };
    expect(placeScreenCode(withWords, 'assets/index.js', '/').scripts).toEqual(['/assets/place-screen.js', '/assets/forecast.js', '/assets/screen-words-en.js']);
  });

  it('takes the place routes’ chunk along, first, when they are not in the entry', () => {
    const withRoutes: Bundle = {
      ...bundle,
      'assets/place.js': chunk('assets/place.js', ['assets/weather.js', 'assets/runtime.js'], [], ['/repo/src/app/routes/place/place.tsx']),
      'assets/weather.js': chunk('assets/weather.js', []),
    };
    expect(placeScreenCode(withRoutes, 'assets/index.js', '/').scripts).toEqual([
      '/assets/place.js',
      '/assets/weather.js',
      '/assets/place-screen.js',
      '/assets/forecast.js',
    ]);
  });

  it('finds the screen in a chunk grouped with its routes, and asks for that chunk once', () => {
    const grouped: Bundle = {
      'assets/index.js': chunk('assets/index.js', []),
      'assets/place.js': chunk(
        'assets/place.js',
        ['assets/forecast-data.js'],
        ['assets/place.css'],
        ['/repo/src/app/routes/place/place.tsx', '/repo/src/app/routes/place/place-screen.tsx'],
        null,
      ),
      'assets/forecast-data.js': chunk('assets/forecast-data.js', [], ['assets/forecast-data.css']),
    };
    expect(placeScreenCode(grouped, 'assets/index.js', '/')).toEqual({
      scripts: ['/assets/place.js', '/assets/forecast-data.js'],
      styles: ['/assets/place.css', '/assets/forecast-data.css'],
    });
  });

  it('stops the build when the place screen has no chunk of its own any more', () => {
    const withoutScreen = Object.fromEntries(Object.entries(bundle).filter(([name]) => name !== 'assets/place-screen.js'));
    expect(() => placeScreenCode(withoutScreen, 'assets/index.js', '/')).toThrow(/place-screen\.tsx/);
  });
});

describe('the budget of a place’s files', () => {
  const code = { scripts: ['/a.js', '/b.js', '/c.js'], styles: ['/a.css', '/b.css'] };

  it('prints the scripts and stylesheets a place asks for, against the budget', () => {
    expect(checkPlaceScreenFiles(code, 5)).toBe('Place-screen files beyond the entry: 3 scripts, 2 stylesheets (budget 5)');
  });

  it('stops the build when a place would ask for more files than the budget', () => {
    expect(() => checkPlaceScreenFiles(code, 4)).toThrow(/over budget; group them \(build\/chunk-groups\.ts\)/);
  });
});
