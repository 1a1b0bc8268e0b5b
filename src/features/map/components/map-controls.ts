import L from 'leaflet';
import { t } from '../../../i18n/i18n';

/** Text for an HTML attribute Leaflet writes as markup. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Leaflet's zoom buttons and its credit link, worded in the person's language: Leaflet titles
 * them in English. The credit keeps Leaflet's own markup (its link and flag); only its title changes.
 * Call on a map made with `zoomControl: false`.
 */
export function addWordedControls(map: L.Map): void {
  L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
  const prefix = L.Control.Attribution.prototype.options.prefix;
  if (typeof prefix === 'string') {
    map.attributionControl.setPrefix(prefix.replace(/title="[^"]*"/, `title="${attribute(t('map.leafletTitle'))}"`));
  }
}
