import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyerFlags } from '../../../test/fixtures';
import { makeBuyerItem, openItemPage } from '../../bidding/test/bidding-fixtures';
import { surveySeenKey } from './survey-dialog';

const quiet = {
  'GET /api/AuctionItems/123/ai-summary': { body: null },
  'GET /api/AuctionItems/123/reviews': { body: [] },
  'GET /api/AuctionItems/123/messages': { body: [] },
  'GET /api/AuctionItems/123/additional-infos': { body: [] },
};

describe('feedback and the survey', { timeout: 20_000 }, () => {
  it('sends the message with the page it was written on, and thanks', async () => {
    const { user, calls } = await openItemPage(makeBuyerItem(), buyerFlags, {
      ...quiet,
      'GET /api/Survey': { body: { show: false, iFrameSourceUrl: null } },
      'POST /api/Feedback': { body: { id: 1 } },
    });
    await user.click(screen.getByTestId('feedback-open'));
    const dialog = await screen.findByTestId('feedback-dialog');
    const send = within(dialog).getByTestId('feedback-send');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), 'Hyvä palvelu');
    await user.click(send);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/Feedback')?.body).toEqual({
        message: 'Hyvä palvelu',
        url: 'http://localhost:3000/ilmoitukset/123',
      }),
    );
    expect(await screen.findByText('Kiitos palautteestasi')).toBeTruthy();
    expect(screen.queryByTestId('survey-dialog')).toBeNull();
  });

  it('shows a configured survey in a 600 px frame until it is closed', async () => {
    window.localStorage.removeItem(surveySeenKey);
    const { user } = await openItemPage(makeBuyerItem(), buyerFlags, {
      ...quiet,
      'GET /api/Survey': { body: { show: true, iFrameSourceUrl: 'https://kysely.example/s/1' } },
    });
    const frame = await screen.findByTestId('survey-frame');
    expect(frame.getAttribute('src')).toBe('https://kysely.example/s/1');
    expect((frame as HTMLIFrameElement).style.height).toBe('600px');
    await user.click(within(screen.getByTestId('survey-dialog')).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('survey-dialog')).toBeNull());
    expect(window.localStorage.getItem(surveySeenKey)).toBe('"https://kysely.example/s/1"');
  });
});
