import { defaultOrganisationSettings, type Locale } from '@dealer/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sellerFlags } from '../../../test/fixtures';
import { apiError, mockApi, sessionRoutes, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const logoPath = '/api/Settings/organisation/7/logo';

function mockProfile(
  logoImageUrl: string | null,
  routes: MockRoutes = {},
  locale: Locale = 'fi-fi',
) {
  return mockApi({
    ...sessionRoutes(sellerFlags, makeUser({ ...sellerFlags, locale })),
    'GET /api/Settings/organisation/7/settings': {
      body: { ...defaultOrganisationSettings, version: 1 },
    },
    'GET /api/Settings/locations/pickup': { body: [] },
    [`GET ${logoPath}`]: { body: { logoImageUrl } },
    ...routes,
  });
}

const find = (id: string) => screen.findByTestId(id, {}, { timeout: 5000 });
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByTestId('logo-upload-input'), { target: { files: [file] } });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('the organisation logo on the profile page', { timeout: 20_000 }, () => {
  it('uploads the chosen image as multipart and shows it', async () => {
    const { calls, fetchMock } = mockProfile(null, {
      [`PUT ${logoPath}`]: { body: { logoImageUrl: '/media/abc' } },
    });
    renderApp('/asetukset/profiili');
    expect((await find('profile-no-logo')).textContent).toBe('Organisaatiolla ei ole vielä logoa.');
    expect(screen.getByTestId('logo-upload').textContent).toBe('Lataa logo');

    const file = png();
    chooseFile(file);
    const logo = await find('profile-logo');
    expect(logo.getAttribute('src')).toBe('/media/abc?width=432');
    expect(logo.getAttribute('alt')).toBe('Autotalo Virtanen Oy: logo');
    expect(await screen.findByText('Logo tallennettu.')).toBeTruthy();
    expect(screen.getByTestId('logo-upload').textContent).toBe('Vaihda logo');

    const index = calls.findIndex((call) => call.method === 'PUT' && call.path === logoPath);
    const body = fetchMock.mock.calls[index]![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const sent = body.get('files') as File;
    expect([sent.name, sent.size, sent.type]).toEqual([file.name, file.size, file.type]);
  });

  it('removes the logo after the question', async () => {
    const { calls } = mockProfile('/media/old', {
      [`DELETE ${logoPath}`]: { body: { logoImageUrl: null } },
    });
    renderApp('/asetukset/profiili');
    expect((await find('profile-logo')).getAttribute('src')).toBe('/media/old?width=432');
    fireEvent.click(screen.getByTestId('logo-remove'));
    const dialog = await find('logo-remove-confirm');
    expect(within(dialog).getByText('Poistetaanko logo?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('logo-remove-confirm-button'));
    expect(await find('profile-no-logo')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE' && call.path === logoPath)).toHaveLength(
      1,
    );
    expect(screen.queryByTestId('logo-remove')).toBeNull();
  });

  it('says why a refused file was not saved and keeps the logo', async () => {
    mockProfile('/media/old', {
      [`PUT ${logoPath}`]: apiError(415, 'unsupported_media_type'),
    });
    renderApp('/asetukset/profiili');
    await find('profile-logo');
    chooseFile(new File(['not an image'], 'logo.png', { type: 'image/png' }));
    expect((await find('logo-error')).textContent).toBe(
      'Logon tallennus epäonnistui: Tiedostotyyppiä ei tueta.',
    );
    expect(screen.getByTestId('profile-logo').getAttribute('src')).toBe('/media/old?width=432');
  });

  it.each([
    ['en-gb', 'Upload a logo', 'The logo could not be saved: The file or data is too large.'],
    [
      'sv-se',
      'Ladda upp en logotyp',
      'Logotypen kunde inte sparas: Filen eller uppgifterna är för stora.',
    ],
  ] as Array<[Locale, string, string]>)('speaks %s', async (locale, uploadLabel, failed) => {
    mockProfile(null, { [`PUT ${logoPath}`]: apiError(413, 'payload_too_large') }, locale);
    renderApp('/asetukset/profiili');
    await waitFor(() => expect(screen.getByTestId('logo-upload').textContent).toBe(uploadLabel));
    chooseFile(png());
    expect((await find('logo-error')).textContent).toBe(failed);
  });
});
