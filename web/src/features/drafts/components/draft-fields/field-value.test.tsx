import type { AuctionItem, DraftFieldName } from '@dealer/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import type { Session } from '../../../../lib/session/load-session';
import { SessionContext } from '../../../../lib/session/session-context';
import { offices } from '../../../../test/fixtures';
import { itemPageRoutes, makeCompleteDraft } from '../../../../test/item-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { DraftEditorContext, type DraftEditor } from '../../hooks/draft-editor-context';
import { FieldValue } from './field-value';

/** Fields shown as text, as a published item shows them, with only what FieldValue reads. */
function renderValues(item: AuctionItem, names: DraftFieldName[]) {
  const api = mockApi(itemPageRoutes(item));
  const editor = { item, isEditable: false } as DraftEditor;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={{ offices } as Session}>
        <DraftEditorContext.Provider value={editor}>
          {names.map((name) => (
            <FieldValue key={name} name={name} />
          ))}
        </DraftEditorContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return api;
}

const text = (name: DraftFieldName) =>
  screen.getByTestId(`value-${name}`).textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('FieldValue', () => {
  it('names the office and the pickup location, asking for the locations only for that field', async () => {
    const { calls } = renderValues(makeCompleteDraft({ officeId: 70, locationId: 5 }), [
      'make',
      'officeId',
      'locationId',
      'model',
    ]);
    expect(text('make')).toBe('Volvo');
    expect(text('officeId')).toBe('Tampere');
    await waitFor(() => expect(text('locationId')).toBe('Tampereen piha'));
    expect(calls.filter(({ path }) => path === '/api/Settings/locations/pickup')).toHaveLength(1);
  });

  it('shows a dash for no location or an unknown one, and asks nothing without one', async () => {
    const { calls } = renderValues(makeCompleteDraft({ locationId: null }), ['locationId']);
    expect(text('locationId')).toBe('—');
    expect(calls.filter(({ path }) => path === '/api/Settings/locations/pickup')).toHaveLength(0);
  });

  it('writes numbers in Finnish and yes or no for a choice', () => {
    renderValues(makeCompleteDraft({ mileage: 123456, trailerTransportable: true }), [
      'mileage',
      'trailerTransportable',
    ]);
    expect(text('mileage')).toBe('123 456');
    expect(text('trailerTransportable')).toBe('Kyllä');
  });
});
