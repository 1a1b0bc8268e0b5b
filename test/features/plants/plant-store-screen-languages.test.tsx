import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlantStoreScreen } from '../../../src/features/plants/components/plant-store-screen';
import { plantLedger, plantTokens, registerPlantOutbox } from '../../../src/features/plants/outbox/plant-outbox';
import { DEFAULT_PLANT_TOKEN } from '../../../src/mocks/config';
import { resetPlantStore } from '../../../src/mocks/plants/store';
import { goOffline } from '../../support/network';
import { resetDevice } from '../../support/plants-outbox';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import { asShown } from '../../support/shown-text';
import { backToEnglishAfterEach, speak } from '../../support/speak';

/** The screen once it has read this device's plants; `loading` is the language's "Loading…". */
async function renderScreen(loading: string) {
  const queryClient = createTestQueryClient();
  registerPlantOutbox(queryClient);
  renderWithProviders(<PlantStoreScreen />, { queryClient, path: '/plants' });
  await waitFor(() => expect(screen.queryByText(loading)).not.toBeInTheDocument());
  return userEvent.setup();
}

beforeEach(async () => {
  await resetDevice();
  await plantLedger.load();
  await plantTokens.forget();
  resetPlantStore();
});
backToEnglishAfterEach();

describe('the plant store in the person’s language', () => {
  it('refuses an id beyond the safe range in French, naming the range', async () => {
    await speak('fr');
    const user = await renderScreen('Chargement…');
    await user.type(screen.getByLabelText('Id'), '9007199254740992');
    await user.type(screen.getByLabelText('Nom'), 'Fougère');
    await user.click(screen.getByRole('button', { name: 'Créer la plante' }));
    expect(screen.getByLabelText('Id')).toHaveAccessibleDescription(
      'L’id doit être compris entre -9007199254740991 et 9007199254740991\u202f: des id plus grands ne passent pas intacts de JSON à JavaScript.',
    );
    expect(screen.getByLabelText('Nom')).not.toHaveAccessibleDescription();
    expect(screen.getByText('Aucune plante créée sur cet appareil pour l’instant.')).toBeInTheDocument();
  });

  it('says in French that a plant waits for a token, and why', async () => {
    await speak('fr');
    const user = await renderScreen('Chargement…');
    await user.type(screen.getByLabelText('Id'), '5');
    await user.type(screen.getByLabelText('Nom'), 'Fougère');
    await user.click(screen.getByRole('button', { name: 'Créer la plante' }));
    expect(await screen.findByText(asShown('Fougère (id 5)\u202f: En attente d’un jeton.'))).toHaveAttribute('role', 'status');
    const row = within(screen.getByRole('list', { name: 'Plantes créées sur cet appareil' })).getByText('Fougère').closest('li');
    await waitFor(() => expect(row).toHaveTextContent(asShown('Pas encore de jeton\u202f: saisissez le jeton du magasin de plantes pour envoyer cette plante.')));
  });

  it('says in Arabic that a queued plant waits for the network', async () => {
    await speak('ar');
    const user = await renderScreen('جارٍ التحميل…');
    await user.type(screen.getByLabelText('رمز الوصول (Bearer)'), DEFAULT_PLANT_TOKEN);
    await user.click(screen.getByRole('button', { name: 'استخدام الرمز' }));
    await screen.findByText('حُدّد رمز لجلسة المتصفح هذه.');
    goOffline();
    await user.type(screen.getByLabelText('المعرّف'), '7');
    await user.type(screen.getByLabelText('الاسم'), 'Moss');
    await user.click(screen.getByRole('button', { name: 'إنشاء النبات' }));
    expect(await screen.findByText('Moss (المعرّف 7): بانتظار الشبكة.')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('list', { name: 'النباتات المُنشأة على هذا الجهاز' })).getByText(/سيُرسل عند عودة الشبكة\./)).toBeInTheDocument();
  });
});
