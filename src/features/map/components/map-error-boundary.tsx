import { Component, type ReactNode } from 'react';

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
      The map could not be loaded. It needs a network connection the first time it is shown.
    </p>
  );
}
