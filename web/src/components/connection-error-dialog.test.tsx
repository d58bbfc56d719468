import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ConnectionErrorDialog, isConnectionError } from './connection-error-dialog';

describe('ConnectionErrorDialog', () => {
  it('asks to refresh the page and cannot be dismissed', async () => {
    const reload = vi.fn();
    render(<ConnectionErrorDialog reload={reload} />);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('connection-error-dialog')).toBeTruthy();
    expect(
      screen.getByText('Yhteys palvelimeen katkesi. Päivitä sivu nähdäksesi ajantasaiset tiedot.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Päivitä sivu' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is for lost connections and failing servers only', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(isConnectionError(new ApiError(503, 'internal_error', 'down'))).toBe(true);
    expect(isConnectionError(new ApiError(404, 'route_not_found', 'no route'))).toBe(false);
  });
});
