import { Link } from 'wouter';
import { useDocumentTitle } from '../use-document-title';

interface NotFoundProps {
  title?: string;
  message?: string;
}

export function NotFoundRoute({ title = 'Page not found', message = 'There is nothing at this address.' }: NotFoundProps) {
  useDocumentTitle(title);
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>
        {message} <Link href="/">Go to the home screen</Link>.
      </p>
    </section>
  );
}
