import L from 'leaflet';
import { activeDirection, t } from '../../../i18n/i18n';

/** Text for an HTML attribute Leaflet writes as markup. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Leaflet's zoom buttons and its credit link, worded in the person's language: Leaflet titles
 * them in English. The credit keeps Leaflet's own markup (its link and flag); only its title changes.
 * The map runs west to east in every language; its controls take the page's sides, the zoom
 * buttons where a line starts and the credits where it ends. Call on a map made with
 * `zoomControl: false`.
 */
export function addWordedControls(map: L.Map): void {
  const rtl = activeDirection() === 'rtl';
  L.control
    .zoom({ position: rtl ? 'topright' : 'topleft', zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') })
    .addTo(map);
  map.attributionControl.setPosition(rtl ? 'bottomleft' : 'bottomright');
  const prefix = L.Control.Attribution.prototype.options.prefix;
  if (typeof prefix === 'string') {
    map.attributionControl.setPrefix(prefix.replace(/title="[^"]*"/, `title="${attribute(t('map.leafletTitle'))}"`));
  }
}
