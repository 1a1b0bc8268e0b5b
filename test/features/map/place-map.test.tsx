import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gestureHintText } from '../../../src/features/map/components/cooperative-gestures';
import { PlaceMap } from '../../../src/features/map/components/place-map';
import { renderWithProviders } from '../../support/render';
import { backToEnglishAfterEach, speak } from '../../support/speak';

const ZURICH = { lat: 47.3769, lon: 8.5417 };

backToEnglishAfterEach();

describe('the place map in the person’s language', () => {
  it('describes the map, its controls and the OpenStreetMap credit in French', async () => {
    await speak('fr');
    renderWithProviders(<PlaceMap center={ZURICH} label="Zürich" onSelectPoint={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Carte' })).toBeInTheDocument();
    const map = await screen.findByRole('application', { name: 'Carte centrée sur Zürich' });
    // The mouse-and-keys hint, then the touch one: place-map.css shows one for the hands in use (jsdom applies no stylesheet).
    expect(map).toHaveAccessibleDescription(
      /^Carte centrée sur Zürich\. Sélectionnez un point .* «\u202fMétéo au centre de la carte\u202f»\.Carte centrée sur Zürich\. Touchez un point .* deux doigts\.$/,
    );
    expect(screen.getByRole('button', { name: 'Météo au centre de la carte' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leaflet/ })).toHaveAttribute('title', 'Une bibliothèque JavaScript pour les cartes interactives');
    expect(screen.getByRole('link', { name: 'OpenStreetMap' }).parentElement).toHaveTextContent('© les contributeurs d’OpenStreetMap');
  });

  it('tells how to zoom with the wheel in Arabic, naming the key of the device', async () => {
    await speak('ar');
    expect(gestureHintText('wheel', true)).toBe('استخدم ⌘ + التمرير لتكبير الخريطة');
    expect(gestureHintText('wheel', false)).toBe('استخدم Ctrl + التمرير لتكبير الخريطة');
    expect(gestureHintText('touch', false)).toBe('استخدم إصبعين لتحريك الخريطة');
  });
});
