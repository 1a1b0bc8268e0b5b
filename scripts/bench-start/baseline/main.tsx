import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The yardstick of `npm run bench:start`: a plain React page that fetches the home card's data
 * once and shows the temperature. No data layer, no validation, no persistence, no service worker.
 */
function Baseline() {
  const [temp, setTemp] = useState<number | null>(null);
  useEffect(() => {
    void fetch('/api/embed/current')
      .then((response) => response.json() as Promise<{ current: { temp: number } }>)
      .then((body) => setTemp(body.current.temp));
  }, []);
  return <main>{temp === null ? <p>Loading…</p> : <p className="baseline__temp">{temp}°</p>}</main>;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Baseline />);
