import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlantStoreScreen } from '../../../src/features/plants/components/plant-store-screen';
import { plantLedger, plantTokens, registerPlantOutbox } from '../../../src/features/plants/outbox/plant-outbox';
import { plantError } from '../../../src/mocks/http/plant-responses';
import { listStoredPlants, resetPlantStore, savePlant } from '../../../src/mocks/plants/store';
import { DEFAULT_PLANT_TOKEN } from '../../../src/mocks/config';
import { server } from '../../setup/msw';
import { resetDevice } from '../../support/plants-outbox';
import { createTestQueryClient, renderWithProviders } from '../../support/render';

/** The screen once it has read this device's plants, as a person first uses it. */
async function renderScreen() {
  const queryClient = createTestQueryClient();
  registerPlantOutbox(queryClient);
  renderWithProviders(<PlantStoreScreen />, { queryClient, path: '/plants' });
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  return userEvent.setup();
}

async function useToken(user: ReturnType<typeof userEvent.setup>, token: string) {
  await user.type(screen.getByLabelText('Bearer token'), token);
  await user.click(screen.getByRole('button', { name: 'Use token' }));
  await screen.findByText(/A token is set/);
}

async function createPlant(user: ReturnType<typeof userEvent.setup>, id: string, name: string, tag?: string) {
  if (id !== '') await user.type(screen.getByLabelText('Id'), id);
  if (name !== '') await user.type(screen.getByLabelText('Name'), name);
  if (tag) await user.type(screen.getByLabelText(/^Tag/), tag);
  await user.click(screen.getByRole('button', { name: 'Create plant' }));
}

const plantRow = (name: string) => within(screen.getByRole('list', { name: 'Plants created on this device' })).getByText(name).closest('li');

beforeEach(async () => {
  await resetDevice();
  await plantLedger.load();
  await plantTokens.forget();
  resetPlantStore();
});

describe('the plant form in the browser', () => {
  it('asks for an id and a name before anything is queued', async () => {
    const user = await renderScreen();
    await createPlant(user, '', '');
    expect(screen.getByLabelText('Id')).toHaveAccessibleDescription('Enter an id.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must not be empty.');
    expect(screen.getByLabelText('Id')).toHaveFocus();
    expect(screen.getByText('No plants created on this device yet.')).toBeInTheDocument();
  });

  it.each([
    ['12a', 'The id must be a whole number: digits only, with an optional leading minus.'],
    ['1.5', 'The id must be a whole number: digits only, with an optional leading minus.'],
    ['9007199254740992', /larger ids cannot cross JSON into JavaScript intact/],
    ['-9007199254740992', /larger ids cannot cross JSON into JavaScript intact/],
  ])('refuses the id %s with a message next to the field', async (id, message) => {
    const user = await renderScreen();
    await createPlant(user, id, 'Fern');
    expect(screen.getByLabelText('Id')).toHaveAccessibleDescription(message);
    expect(screen.getByText('No plants created on this device yet.')).toBeInTheDocument();
  });

  it('accepts the largest safe id', async () => {
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, '9007199254740991', 'Max');
    await waitFor(() => expect(listStoredPlants().map(({ plant }) => plant.id)).toEqual([Number.MAX_SAFE_INTEGER]));
  });

  it('picks a free id not used by any plant from this device', async () => {
    const user = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Pick a free id' }));
    const picked = (screen.getByLabelText('Id') as HTMLInputElement).value;
    expect(Number.isSafeInteger(Number(picked))).toBe(true);
    expect(Number(picked)).toBeGreaterThan(0);
  });

  it('hides the token by default and shows it on request', async () => {
    const user = await renderScreen();
    const field = screen.getByLabelText('Bearer token');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(field).toHaveAttribute('type', 'text');
  });
});

describe('the plant store answers, as the person sees them', () => {
  it('200: lists the plant as sent and the store holds it', async () => {
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, '5', 'Fern', 'green');
    await waitFor(() => expect(plantRow('Fern')).toHaveTextContent('Sent'));
    expect(listStoredPlants()).toEqual([{ plant: { id: 5, name: 'Fern', tag: 'green' }, timesAccepted: 1 }]);
  });

  it('400: shows the store message next to the id, keeps the values, and resends after an edit', async () => {
    savePlant({ id: 5, name: 'Ivy' });
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, '5', 'Fern');
    await waitFor(() => expect(screen.getByLabelText('Id')).toHaveAccessibleDescription(/The plant store says: id 5 is already taken/));
    const id = screen.getByLabelText('Id');
    expect(plantRow('Fern')).toHaveTextContent('Failed — The plant store rejected this plant: id 5 is already taken');
    expect(screen.getByLabelText('Name')).toHaveValue('Fern');
    expect(screen.getByRole('status')).toHaveTextContent('Fern (id 5): Failed.');

    await user.clear(id);
    await user.type(id, '6');
    await user.click(screen.getByRole('button', { name: 'Resend plant' }));
    await waitFor(() => expect(plantRow('Fern')).toHaveTextContent('Sent'));
    expect(screen.getByRole('status')).toHaveTextContent('Fern (id 6): Sent.');
    expect(listStoredPlants().map(({ plant }) => plant)).toEqual([{ id: 5, name: 'Ivy' }, { id: 6, name: 'Fern' }]);
  });

  it('400 on the name: the message goes next to the name field', async () => {
    server.use(http.post('*/sandbox/plants', () => plantError(400, 'name must not be empty.')));
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, '7', 'Blank');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The plant store says: name must not be empty.'));
  });

  it('a failed plant can be discarded', async () => {
    savePlant({ id: 5, name: 'Ivy' });
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, '5', 'Fern');
    await user.click(await screen.findByRole('button', { name: 'Discard Fern' }));
    await waitFor(() => expect(screen.getByText('No plants created on this device yet.')).toBeInTheDocument());
  });

  it('401: says the token was refused, holds the plant, and sends it once a valid token is given', async () => {
    const user = await renderScreen();
    await useToken(user, 'wrong-token');
    await createPlant(user, '8', 'Moss');
    expect(await screen.findByRole('alert')).toHaveTextContent('The plant store refused this token. Enter a valid token to send the waiting plants.');
    await waitFor(() => expect(plantRow('Moss')).toHaveTextContent('Waiting for a token'));
    expect(listStoredPlants()).toEqual([]);

    await useToken(user, DEFAULT_PLANT_TOKEN);
    await waitFor(() => expect(plantRow('Moss')).toHaveTextContent('Sent'));
    expect(listStoredPlants()).toHaveLength(1);
  });

  it.each([
    [413, 'The body is over 16384 bytes (16 KiB).'],
    [415, "Content-Type must be application/json, got 'text/plain'."],
  ])('%i: fails the plant with the store message shown on the form', async (status, message) => {
    server.use(http.post('*/sandbox/plants', () => plantError(status, message)));
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, String(status), 'Refused');
    expect(await screen.findByRole('alert')).toHaveTextContent(`The plant store says: ${message}`);
    expect(plantRow('Refused')).toHaveTextContent('Failed');
    expect(listStoredPlants()).toEqual([]);
  });

  it('no answer: tells a network failure apart and sends the same plant once the store answers', async () => {
    server.use(http.post('*/sandbox/plants', () => HttpResponse.error(), { once: true }));
    const user = await renderScreen();
    await useToken(user, DEFAULT_PLANT_TOKEN);
    await createPlant(user, '11', 'Drop');
    await waitFor(() => expect(plantRow('Drop')).toHaveTextContent('Waiting for network — The last attempt got no answer'));
    await waitFor(() => expect(plantRow('Drop')).toHaveTextContent('Sent'), { timeout: 5000 });
    expect(listStoredPlants()).toEqual([{ plant: { id: 11, name: 'Drop' }, timesAccepted: 1 }]);
  });
});
