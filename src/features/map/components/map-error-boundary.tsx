import { Component, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';

interface MapErrorBoundaryProps {
  children: ReactNode;
}

/** A map that fails must not take the screen with it. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

export function MapUnavailable() {
  return (
    <p className="place-map__unavailable" role="status">
      {t('map.unavailable')}
    </p>
  );
}
