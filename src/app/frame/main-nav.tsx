import { Link, useLocation } from 'wouter';
import { t } from '../../i18n/i18n';

const SCREENS = [
  { href: '/', label: 'app.nav.home', icon: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z' },
  { href: '/settings', label: 'app.nav.settings', icon: 'M4 6h16M4 12h16M4 18h16' },
  { href: '/about', label: 'app.nav.about', icon: 'M12 8v.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z' },
] as const;

/** The main screens, the current one with aria-current="page"; a bottom tab bar on phones. */
export function MainNav() {
  const [location] = useLocation();
  return (
    <nav aria-label={t('app.nav.label')} className="main-nav">
      {SCREENS.map(({ href, label, icon }) => (
        <Link key={href} href={href} className="main-nav__link" aria-current={location === href ? 'page' : undefined}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d={icon} />
          </svg>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
