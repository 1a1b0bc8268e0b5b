import { t } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/message-id';

/** A proper name, the same in every language, or words in the person's language. */
type Label = { name: string } | { words: MessageId };

interface Credit {
  /** What the source gave, with the colon that introduces it (its spacing differs by language). */
  what: MessageId;
  source: Label;
  href: string;
  licence: Label;
  licenceHref?: string;
}

const CREDITS: readonly Credit[] = [
  {
    what: 'about.what.places',
    source: { name: 'GeoNames' },
    href: 'https://www.geonames.org/',
    licence: { name: 'CC BY 4.0' },
    licenceHref: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    what: 'about.what.airports',
    source: { name: 'OurAirports' },
    href: 'https://ourairports.com/data/',
    licence: { words: 'about.licence.publicDomain' },
  },
  {
    what: 'about.what.tiles',
    source: { words: 'about.source.osm' },
    href: 'https://www.openstreetmap.org/copyright',
    licence: { name: 'ODbL' },
    licenceHref: 'https://opendatacommons.org/licenses/odbl/',
  },
];

function say(label: Label): string {
  return 'name' in label ? label.name : t(label.words);
}

/** What the app is, which version is running, and whose data it stands on. */
export function AboutScreen() {
  return (
    <section className="card" aria-labelledby="about-title">
      <h1 id="about-title">{t('about.heading')}</h1>
      <p>{t('about.intro')}</p>
      <p>
        {t('about.version')} <span data-testid="app-version">{__APP_VERSION__}</span>
      </p>
      <h2>{t('about.credits')}</h2>
      <ul>
        {CREDITS.map((credit) => (
          <li key={credit.href}>
            {t(credit.what)} <a href={credit.href}>{say(credit.source)}</a> (
            {credit.licenceHref ? <a href={credit.licenceHref}>{say(credit.licence)}</a> : say(credit.licence)}).
          </li>
        ))}
      </ul>
    </section>
  );
}
