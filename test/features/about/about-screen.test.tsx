import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutScreen } from '../../../src/features/about/components/about-screen';
import { asShown } from '../../support/shown-text';
import { backToEnglishAfterEach, speak } from '../../support/speak';

backToEnglishAfterEach();

describe('AboutScreen', () => {
  it('credits GeoNames under CC BY 4.0 and OurAirports as public domain, with links', () => {
    render(<AboutScreen />);
    expect(screen.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    const airports = screen.getByRole('link', { name: 'OurAirports' });
    expect(airports).toHaveAttribute('href', 'https://ourairports.com/data/');
    expect(airports.closest('li')).toHaveTextContent('Airports: OurAirports (public domain).');
  });

  it('credits the map tiles to OpenStreetMap contributors', () => {
    render(<AboutScreen />);
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('shows the version of the running app', () => {
    render(<AboutScreen />);
    expect(screen.getByTestId('app-version')).toHaveTextContent(__APP_VERSION__);
    expect(__APP_VERSION__).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('speaks French, keeping the sources’ and licences’ proper names', async () => {
    await speak('fr');
    render(<AboutScreen />);
    expect(screen.getByRole('heading', { name: 'À propos de Skycache' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OurAirports' }).closest('li')).toHaveTextContent(asShown('Aéroports\u202f: OurAirports (domaine public).'));
    expect(screen.getByRole('link', { name: '© les contributeurs d’OpenStreetMap' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await speak('ar');
    render(<AboutScreen />);
    expect(screen.getByRole('heading', { name: 'البيانات والمصادر' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GeoNames' }).closest('li')).toHaveTextContent('أسماء الأماكن ومواقعها وعدد سكانها: GeoNames (CC BY 4.0).');
  });
});
