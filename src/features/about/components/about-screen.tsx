interface Credit {
  what: string;
  source: string;
  href: string;
  licence: string;
  licenceHref?: string;
}

const CREDITS: readonly Credit[] = [
  {
    what: 'Place names, positions and populations',
    source: 'GeoNames',
    href: 'https://www.geonames.org/',
    licence: 'CC BY 4.0',
    licenceHref: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    what: 'Airports',
    source: 'OurAirports',
    href: 'https://ourairports.com/data/',
    licence: 'public domain',
  },
  {
    what: 'Map tiles',
    source: '© OpenStreetMap contributors',
    href: 'https://www.openstreetmap.org/copyright',
    licence: 'ODbL',
    licenceHref: 'https://opendatacommons.org/licenses/odbl/',
  },
];

/** What the app is, which version is running, and whose data it stands on. */
export function AboutScreen() {
  return (
    <section className="card" aria-labelledby="about-title">
      <h1 id="about-title">About Skycache</h1>
      <p>An offline-first weather app: every answer it shows is kept on this device, always with its age.</p>
      <p>
        Version <span data-testid="app-version">{__APP_VERSION__}</span>
      </p>
      <h2>Data and credits</h2>
      <ul>
        {CREDITS.map((credit) => (
          <li key={credit.source}>
            {credit.what}: <a href={credit.href}>{credit.source}</a> (
            {credit.licenceHref ? <a href={credit.licenceHref}>{credit.licence}</a> : credit.licence}).
          </li>
        ))}
      </ul>
    </section>
  );
}
