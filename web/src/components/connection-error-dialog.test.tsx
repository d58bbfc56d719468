import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionErrorDialog } from './connection-error-dialog';

describe('ConnectionErrorDialog', () => {
  it('asks to refresh the page and cannot be dismissed', () => {
    const reload = vi.fn();
    render(<ConnectionErrorDialog reload={reload} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('connection-error-dialog')).toBeTruthy();
    expect(
      screen.getByText('Yhteys palvelimeen katkesi. Päivitä sivu nähdäksesi ajantasaiset tiedot.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Päivitä sivu' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
