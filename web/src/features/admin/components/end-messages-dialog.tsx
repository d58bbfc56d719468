import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSendEndMessage, type EndMessageRecipient } from '../api/admin-commands';

/**
 * Spec 6: the end-of-auction messages again, to the auctioneer and/or the winning bidder; each
 * failure has its own message (spec 8), and success shows once all asked for went out.
 */
export function EndMessagesDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [chosen, setChosen] = useState<Record<EndMessageRecipient, boolean>>({
    auctioneer: true,
    winner: true,
  });
  const send = useSendEndMessage(itemId);
  const handleSend = async () => {
    const recipients = (['auctioneer', 'winner'] as const).filter((recipient) => chosen[recipient]);
    let failed = false;
    for (const recipient of recipients) {
      try {
        await send.mutateAsync(recipient);
      } catch {
        failed = true;
        toast.error(
          recipient === 'auctioneer'
            ? 'adminItem.auctioneerMessageFailed'
            : 'adminItem.winnerMessageFailed',
        );
      }
    }
    if (!failed) {
      toast.success('adminItem.endMessagesSent');
      onClose();
    }
  };
  const toggle = (recipient: EndMessageRecipient) => () =>
    setChosen((current) => ({ ...current, [recipient]: !current[recipient] }));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="admin-end-messages-dialog"
    >
      <DialogTitle id={titleId}>{t('adminItem.endMessagesTitle')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          <FormControlLabel
            control={<Checkbox checked={chosen.auctioneer} onChange={toggle('auctioneer')} />}
            label={t('adminItem.toAuctioneer')}
          />
          <FormControlLabel
            control={<Checkbox checked={chosen.winner} onChange={toggle('winner')} />}
            label={t('adminItem.toWinner')}
          />
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void handleSend()}
          disabled={send.isPending || (!chosen.auctioneer && !chosen.winner)}
          data-testid="admin-end-messages-send"
        >
          {t('adminItem.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
