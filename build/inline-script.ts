import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/**
 * A module of src/ bundled into one small classic script for index.html to carry inline (the CSP
 * allows each by its hash: build/security-headers.ts). `define` writes build-time values in;
 * `mode` picks the .env files, so `import.meta.env` reads as in the app's own build.
 */
export async function inlineScript(entry: URL, name: string, options: { define?: Record<string, string>; mode?: string } = {}): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: options.mode ?? 'production',
    define: options.define,
    build: { write: false, target: 'es2022', minify: true, lib: { entry: fileURLToPath(entry), formats: ['iife'], name } },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0].code;
  if (!code || /<\/script/i.test(code)) throw new Error(`${fileURLToPath(entry)} cannot be inlined`);
  return code.trim();
}
