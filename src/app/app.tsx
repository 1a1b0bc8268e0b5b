import type { QueryClient } from '@tanstack/react-query';
import { Link, Route, Switch } from 'wouter';
import { AppErrorBoundary, ScreenBoundary } from './app-error-boundary';
import { HeaderSearch } from './frame/header-search';
import { MainNav } from './frame/main-nav';
import { AppProviders } from './providers';
import { BackgroundWork } from './background-work';
import { LanguageRoot } from './language-root';
import { t } from '../i18n/i18n';
import { OfflineBanner } from './frame/offline-banner';
import { HomeScreenHint } from './frame/home-screen-hint';
import { StorageNotice } from './frame/storage-notice';
import { UpdateToast } from './frame/update-toast';
import { AboutRoute } from './routes/about';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PlaceAtRoute, PlaceBySlugRoute } from './routes/place/lazy-place-routes';
import { PlantsRoute } from './routes/plants';
import { SettingsRoute } from './routes/settings/settings';

/** The whole app; `queryClient` is the client the first screen's data already went into (src/main.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <AppProviders client={queryClient}>
        <LanguageRoot>
          <a className="skip-link" href="#main">
            {t('app.skipToContent')}
          </a>
          <header className="app-header">
            <Link href="/" className="app-header__brand">
              {t('app.name')}
            </Link>
            <HeaderSearch />
            <MainNav />
          </header>
          <OfflineBanner />
          <StorageNotice />
          <HomeScreenHint />
          <main id="main" className="app-main" tabIndex={-1}>
            <ScreenBoundary>
              <Switch>
                <Route path="/" component={HomeRoute} />
                <Route path="/place/:slug" component={PlaceBySlugRoute} />
                <Route path="/at/:coords" component={PlaceAtRoute} />
                <Route path="/settings" component={SettingsRoute} />
                <Route path="/plants" component={PlantsRoute} />
                <Route path="/about" component={AboutRoute} />
                <Route>
                  <NotFoundRoute />
                </Route>
              </Switch>
            </ScreenBoundary>
          </main>
          <footer className="app-footer">
            {/* A sample of the plants service's form, kept reachable without being a main screen. */}
            <Link href="/plants">{t('app.footer.plants')}</Link>
          </footer>
          <UpdateToast />
          <BackgroundWork />
        </LanguageRoot>
      </AppProviders>
    </AppErrorBoundary>
  );
}
