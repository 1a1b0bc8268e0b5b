/**
 * The layout of the mock's elevation grid (./elevation-grid.ts), shared by the script that
 * writes it and the code that reads it: knots every ELEVATION_GRID_RESOLUTION_DEG degrees,
 * rows from 90° S to 90° N inclusive, columns from 0° E eastwards around the globe, one byte
 * each, in units of ELEVATION_GRID_STEP_M metres above sea level (so up to 6,375 m; 25 m is
 * 0.16 °C at the standard lapse rate, far below what the grid's coarseness costs).
 */
export const ELEVATION_GRID_RESOLUTION_DEG = 0.25;
export const ELEVATION_GRID_ROWS = 180 / ELEVATION_GRID_RESOLUTION_DEG + 1;
export const ELEVATION_GRID_COLUMNS = 360 / ELEVATION_GRID_RESOLUTION_DEG;
export const ELEVATION_GRID_STEP_M = 25;
