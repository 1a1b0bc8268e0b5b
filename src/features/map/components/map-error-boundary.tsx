import { Component, type ReactNode } from 'react';

interface MapErrorBoundaryProps {
  children: ReactNode;
}

/** A map that cannot load (offline before its code was ever fetched) must not take the screen with it. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="place-map__unavailable" role="status">
        The map could not be loaded. It needs a network connection the first time it is shown.
      </p>
    );
  }
}
