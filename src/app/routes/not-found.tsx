import { Link } from 'wouter';
import { useDocumentTitle } from '../use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <section className="card">
      <h2>Page not found</h2>
      <p>
        There is nothing at this address. <Link href="/">Go to the home screen</Link>.
      </p>
    </section>
  );
}
