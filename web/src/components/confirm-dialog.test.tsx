import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

// Counts the renders of MUI's dialog, to see whether a closed question runs its modal at all.
const dialogRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material/Dialog', async (importOriginal) => {
  const { default: Dialog } = await importOriginal<typeof import('@mui/material/Dialog')>();
  return {
    default: (props: Parameters<typeof Dialog>[0]) => {
      dialogRenders.count++;
      return <Dialog {...props} />;
    },
  };
});

function Question({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>ask</button>
      <ConfirmDialog
        open={isOpen}
        title="Remove the item?"
        text="It leaves the auction."
        confirmLabel="Remove"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        testId="question"
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('runs no modal until first asked, then asks, and closes on cancel', async () => {
    dialogRenders.count = 0;
    const onConfirm = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Question onConfirm={onConfirm} />);
    expect(dialogRenders.count).toBe(0);
    expect(screen.queryByTestId('question')).toBeNull();

    await user.click(screen.getByText('ask'));
    expect(await screen.findByRole('dialog', { name: 'Remove the item?' })).toBeTruthy();
    expect(dialogRenders.count).toBeGreaterThan(0);
    await user.click(screen.getByTestId('question-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks again after closing, and confirms', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Question onConfirm={onConfirm} />);
    await user.click(screen.getByText('ask'));
    await user.click(await screen.findByTestId('question-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByText('ask'));
    await user.click(await screen.findByTestId('question-button'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
