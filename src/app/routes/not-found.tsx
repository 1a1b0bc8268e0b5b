import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { richMessage } from '../../ui/rich-message';
import { useDocumentTitle } from '../use-document-title';

interface NotFoundProps {
  title?: string;
  message?: string;
}

export function NotFoundRoute({ title = t('app.notFound.title'), message = t('app.notFound.message') }: NotFoundProps) {
  useDocumentTitle(title);
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>
        {richMessage('app.notFound.sentence', { link: <Link href="/">{t('app.notFound.homeLink')}</Link> }, { message })}
      </p>
    </section>
  );
}
