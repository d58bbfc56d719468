import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { itemPageRoutes, makeCompleteDraft, makeFile } from '../../../../test/item-fixtures';

/** XMLHttpRequest that answers every upload with one stored photo, as the server would. */
class AnsweringUpload {
  status = 0;
  responseText = '';
  timeout = 0;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    this.status = 200;
    this.responseText = JSON.stringify([
      { externalServiceId: 'new-1', url: '/media/new-1', type: 'image/jpeg', isImage: true },
    ]);
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('file management', { timeout: 20_000 }, () => {
  it('rotates, reorders and deletes, then saves it all in one Update', async () => {
    const draft = makeCompleteDraft({ files: [makeFile(1), makeFile(2), makeFile(3)] });
    const saved = makeCompleteDraft({
      files: [makeFile(3, { orderNumber: 0 }), makeFile(2, { orderNumber: 1, angle: 90 })],
    });
    const { calls } = mockApi(
      itemPageRoutes(draft, { 'PATCH /api/AuctionItems/123/Update': { body: saved } }),
    );
    renderApp('/ilmoitukset/123');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const carousel = await screen.findByTestId('image-carousel', {}, { timeout: 5000 });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual([
      '/media/file-1?width=432&angle=0',
      '/media/file-2?width=432&angle=0',
      '/media/file-3?width=432&angle=0',
    ]);

    await user.click(screen.getByTestId('manage-files'));
    const dialog = await screen.findByTestId('file-management');
    await user.click(within(dialog).getByTestId('rotate-file-2'));
    await user.click(within(dialog).getByTestId('move-file-up-3'));
    await user.click(within(dialog).getByTestId('move-file-up-3'));
    await user.click(within(dialog).getByTestId('delete-file-1'));
    const thumbnails = within(dialog)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(thumbnails).toEqual([
      '/media/file-3?width=216&angle=0',
      '/media/file-2?width=216&angle=90',
    ]);
    await user.click(within(dialog).getByTestId('file-management-save'));

    await waitFor(() => expect(screen.queryByTestId('file-management')).toBeNull());
    const patches = calls.filter(({ method }: MockRequest) => method === 'PATCH');
    expect(patches.map(({ body }) => body)).toEqual([
      {
        deletedFiles: [1],
        fileUpdates: [
          { id: 3, orderNumber: 0, angle: 0 },
          { id: 2, orderNumber: 1, angle: 90 },
        ],
      },
    ]);
    expect(
      within(screen.getByTestId('image-carousel'))
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/media/file-3?width=432&angle=0', '/media/file-2?width=432&angle=90']);
  });

  it('refuses more than 20 files in one upload', async () => {
    mockApi(itemPageRoutes(makeCompleteDraft()));
    renderApp('/ilmoitukset/123');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false });
    await user.click(await screen.findByTestId('manage-files', {}, { timeout: 5000 }));
    const files = Array.from(
      { length: 21 },
      (_, index) => new File(['x'], `kuva-${index}.jpg`, { type: 'image/jpeg' }),
    );
    await user.upload(screen.getByTestId('file-upload-input'), files);
    expect((await screen.findByTestId('file-problem')).textContent).toBe(
      'Valitse enintään 20 tiedostoa kerralla.',
    );
  });

  // Issue 15: closing the dialog dropped the photos just chosen without a word.
  it('asks before closing over photos chosen but not saved, and closes at once without any', async () => {
    vi.stubGlobal('XMLHttpRequest', AnsweringUpload);
    const { calls } = mockApi(itemPageRoutes(makeCompleteDraft({ files: [makeFile(1)] })));
    renderApp('/ilmoitukset/123');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const manage = await screen.findByTestId('manage-files', {}, { timeout: 5000 });

    // Nothing chosen: closing asks nothing.
    await user.click(manage);
    await user.click(await screen.findByTestId('file-management-close'));
    await waitFor(() => expect(screen.queryByTestId('file-management')).toBeNull());
    expect(screen.queryByTestId('file-discard')).toBeNull();

    await user.click(screen.getByTestId('manage-files'));
    const dialog = await screen.findByTestId('file-management');
    const photo = new File(['x'], 'kuva.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByTestId('file-upload-input'), photo);
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));

    await user.click(within(dialog).getByTestId('file-management-close'));
    const question = await screen.findByTestId('file-discard');
    expect(question.textContent).toContain('Suljetaanko tallentamatta?');
    await user.click(within(question).getByTestId('file-discard-cancel'));
    await waitFor(() => expect(screen.queryByTestId('file-discard')).toBeNull());
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByTestId('file-discard')).getByTestId('file-discard-button'),
    );
    await waitFor(() => expect(screen.queryByTestId('file-management')).toBeNull());
    expect(calls.filter(({ method }: MockRequest) => method === 'PATCH')).toEqual([]);
  });
});
