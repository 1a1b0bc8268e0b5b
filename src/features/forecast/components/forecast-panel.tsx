import type { ReactNode } from 'react';
import { DataAge } from '../../../ui/data-age';

interface ForecastPanelProps {
  id: string;
  title: string;
  fetchedAt?: number;
  ageFrom?: 'service' | 'received';
  children: ReactNode;
  className?: string;
  /** Stands in for the age line: the forecast's age with its Refresh, in its first card. */
  footer?: ReactNode;
}

/** One titled card of the forecast, saying how old its data is. */
export function ForecastPanel({ id, title, fetchedAt, ageFrom, children, className = '', footer }: ForecastPanelProps) {
  return (
    <section className={`card forecast-panel ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {footer ?? (fetchedAt !== undefined && <DataAge fetchedAt={fetchedAt} ageFrom={ageFrom} />)}
    </section>
  );
}
