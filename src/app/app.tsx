import { Link, Route, Switch } from 'wouter';
import { AppProviders } from './providers';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';
import { AboutRoute } from './routes/about';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PlaceAtRoute, PlaceBySlugRoute } from './routes/place';
import { APP_NAME } from './use-document-title';

export function App() {
  return (
    <AppProviders>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link href="/" className="app-header__brand">
          {APP_NAME}
        </Link>
        <nav aria-label="Main">
          <Link href="/">Home</Link>
          <Link href="/about">About</Link>
        </nav>
      </header>
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/place/:slug" component={PlaceBySlugRoute} />
          <Route path="/at/:coords" component={PlaceAtRoute} />
          <Route path="/about" component={AboutRoute} />
          <Route>
            <NotFoundRoute />
          </Route>
        </Switch>
      </main>
      <UpdateToast />
    </AppProviders>
  );
}
