import lookup from '@photostructure/tz-lookup';

// Imported here rather than by time-zone.ts: a CommonJS package imported dynamically makes the
// entry carry the bundler's interop runtime, a file of its own the first screen would wait for.
export { lookup };
