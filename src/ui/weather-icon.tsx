import { Fragment, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { describeWeatherCode } from '../lib/weather-codes';
import './weather-icon.css';

/** The disc and its rays in one path: the rays are open lines, so only the disc is filled. */
const SUN_PATH = 'M11.6 8a3.6 3.6 0 1 1-7.2 0a3.6 3.6 0 1 1 7.2 0zM8 1.2v1.8M8 13v1.8M1.2 8h1.8M13 8h1.8M3.2 3.2l1.3 1.3M11.5 11.5l1.3 1.3M3.2 12.8l1.3-1.3M11.5 4.5l1.3-1.3';
const MOON_PATH = 'M10.5 2.2a6 6 0 1 0 3.8 9.6A5 5 0 0 1 10.5 2.2z';
const CLOUD_PATH = 'M7 19h11a4 4 0 0 0 .4-8 5.5 5.5 0 0 0-10.6 1.3A3.4 3.4 0 0 0 7 19z';
const smallCloud = () => <path key="c" className="wx-cloud" d="M12 20h7.5a2.8 2.8 0 0 0 .2-5.6 3.8 3.8 0 0 0-7.3 1A2.3 2.3 0 0 0 12 20z" />;

// One element per shape (no wrapping groups): a place screen shows some thirty icons at once.
const body = (night: boolean, transform?: string) =>
  night ? <path key="b" className="wx-moon" d={MOON_PATH} transform={transform} /> : <path key="b" className="wx-sun" d={SUN_PATH} transform={transform} />;
const cloud = (key: string, transform?: string) => <path key={key} className="wx-cloud" d={CLOUD_PATH} transform={transform} />;

const drops = (count: number) => (
  <path className="wx-rain" d={Array.from({ length: count }, (_, i) => `M${8 + i * 3.5} 20.5l-1 2.5`).join('')} />
);
/** Round dots of radius 0.9, each drawn as two arcs. */
const dots = (count: number) => (
  <path className="wx-rain" d={Array.from({ length: count }, (_, i) => `M${7.6 + i * 3.5} 21.8a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0-1.8 0z`).join('')} />
);
const flakes = (count: number) => (
  <path className="wx-snow" d={Array.from({ length: count }, (_, i) => `M${8 + i * 4} 20v3M${6.7 + i * 4} 21.5h2.6`).join('')} />
);
const ice = () => <path className="wx-ice" d="M20 19.5l2 3.5M22 19.5l-2 3.5" />;
const bolt = () => <path className="wx-bolt" d="M13 15l-2.5 4.2h2.4L11.5 23l4-5.3h-2.4l1.6-2.7z" />;
const fog = () => <path className="wx-fog" d="M4 20.5h16M6 23h12" />;

/** Made afresh for each icon: see the note on module-level elements in test/source-tree.test.ts. */
const OVERLAYS: Record<string, () => ReactNode> = {
  drizzle: () => dots(3),
  'freezing-drizzle': () => <>{dots(3)}{ice()}</>,
  rain: () => drops(3),
  'heavy-rain': () => drops(4),
  'freezing-rain': () => <>{drops(3)}{ice()}</>,
  snow: () => flakes(2),
  'heavy-snow': () => flakes(3),
  'snow-grains': () => dots(4),
  showers: () => drops(2),
  'heavy-showers': () => drops(4),
  'snow-showers': () => flakes(2),
  thunderstorm: bolt,
  'thunderstorm-hail': () => <>{bolt()}{dots(1)}</>,
  fog,
  'rime-fog': () => <>{fog()}{ice()}</>,
};

function parts(base: string, night: boolean): ReactNode[] {
  if (base === 'clear') return [body(night, 'translate(4 4)')];
  if (base === 'mostly-clear') return [body(night, 'translate(2 2)'), smallCloud()];
  if (base === 'overcast') return [cloud('c2', 'translate(-3 -5) scale(0.9)'), cloud('c')];
  if (base === 'unknown') return [<text key="q" x="12" y="17" textAnchor="middle" className="wx-unknown">?</text>];
  // Every other sky shows the sun or moon behind a cloud, so day and night stay distinct.
  const overlay = OVERLAYS[base];
  return [body(night), cloud('c', overlay ? 'translate(0 -3)' : undefined), <Fragment key="o">{overlay?.()}</Fragment>];
}

export function WeatherIcon({ code, isDay, size = 40 }: { code: number | null; isDay: boolean; size?: number }) {
  const info = describeWeatherCode(code);
  const key = isDay ? info.icon.day : info.icon.night;
  const night = key.endsWith('-night');
  const base = key.replace(/-(day|night)$/, '');
  return (
    <svg
      className="wx-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={night ? t('weather.atNight', { condition: info.condition }) : info.condition}
      data-icon={key}
    >
      {parts(base, night)}
    </svg>
  );
}
