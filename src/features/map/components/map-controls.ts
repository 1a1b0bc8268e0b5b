import L from 'leaflet';
import { activeDirection, t } from '../../../i18n/i18n';

/** Text for an HTML attribute Leaflet writes as markup. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Leaflet's zoom buttons (line start) and credit (line end), worded in the person's language; needs `zoomControl: false`. */
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
