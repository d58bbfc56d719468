import {
  ceilingFormSchema,
  findAmountProblem,
  formatEuros,
  type AuctionItem,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useChangeBidMachine, type BidMachineChange } from '../api/bid-machine';
import { newIdempotencyKey } from '../api/place-bid';
import { useBidder } from '../hooks/use-bidder';
import type { BidState } from '../lib/bid-state';
import { findBiddingErrorKey, type BiddingAction } from '../lib/bidding-errors';

/** Spec 8: 'automatic bid created' and 'automatic bid removed' show for 1.5 seconds. */
export const machineToastMs = 1500;

interface BidMachineDialogProps {
  open: boolean;
  item: AuctionItem;
  state: BidState;
  onClose: () => void;
}

const actionOf = {
  create: 'createMachine',
  update: 'updateMachine',
  remove: 'removeMachine',
} as const;
const successOf = {
  create: 'toast.machineCreated',
  update: 'toast.machineUpdated',
  remove: 'toast.machineRemoved',
} as const;

/**
 * The automatic bid (spec 2 and 5): set a ceiling between the minimum bid and the price plus
 * 50,000; an active one can be raised, lowered (never below what it has bid) or removed. An
 * exceeded machine is set again with a new ceiling.
 */
export function BidMachineDialog({ open, item, state, onClose }: BidMachineDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const titleId = useId();
  const bidder = useBidder();
  const change = useChangeBidMachine(item.id);
  const machine = item.bidMachine?.isActive ? item.bidMachine : null;
  const euros = (amount: number) => formatEuros(amount, locale);
  const limits = { minimum: state.ceilingMinimum, maximum: state.ceilingMaximum };
  const { register, handleSubmit, control, reset } = useForm({
    resolver: zodResolver(ceilingFormSchema(limits)),
    mode: 'onChange',
    // Prefilled with the ceiling or its minimum, which it follows until the user types.
    values: { ceiling: String(machine?.priceMaximum ?? state.ceilingMinimum) },
    resetOptions: { keepDirtyValues: true },
  });
  // The same rule the schema applies, worked on what is typed now to say which limit it breaks.
  const problem = findAmountProblem(useWatch({ control, name: 'ceiling' }), limits);
  const problemText =
    problem?.key === 'min'
      ? t('validation.min', { min: euros(problem.min) })
      : problem?.key === 'max'
        ? t('validation.max', { max: euros(problem.max) })
        : problem
          ? t('validation.integer')
          : null;

  const send = (kind: BidMachineChange['kind'], price = 0) => {
    const { organisationId, officeId } = bidder;
    if (organisationId === null) return toast.error('toast.missingInfo');
    const idempotencyKey = newIdempotencyKey();
    const request: BidMachineChange =
      kind === 'remove' && machine
        ? { kind, bidMachineId: machine.id, idempotencyKey }
        : kind === 'update' && machine
          ? {
              kind,
              ceiling: price,
              bidMachineId: machine.id,
              organisationId,
              officeId,
              idempotencyKey,
            }
          : { kind: 'create', ceiling: price, organisationId, officeId, idempotencyKey };
    const action: BiddingAction = actionOf[request.kind];
    change.mutate(request, {
      onSuccess: () => {
        toast.success(successOf[request.kind], { autoHideMs: machineToastMs });
        onClose();
      },
      onError: (error) => toast.error(findBiddingErrorKey(error, action)),
    });
  };

  const save = handleSubmit(({ ceiling }) => send(machine ? 'update' : 'create', ceiling));

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="bid-machine-dialog"
      slotProps={{
        transition: {
          onExited: () => reset({ ceiling: String(machine?.priceMaximum ?? state.ceilingMinimum) }),
        },
      }}
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>
          {t(machine ? 'bidding.machineDialog.editTitle' : 'bidding.machineDialog.createTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('bidding.machineDialog.text')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('bidding.machineDialog.ceiling')}
            {...register('ceiling')}
            error={problem !== null}
            helperText={
              problemText ??
              t('bidding.machineDialog.limits', {
                minimum: euros(state.ceilingMinimum),
                maximum: euros(state.ceilingMaximum),
              })
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'bid-machine-input' } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {machine ? (
            <Button
              color="error"
              onClick={() => send('remove')}
              disabled={change.isPending}
              sx={{ mr: 'auto' }}
              data-testid="bid-machine-remove"
            >
              {t('bidding.machineDialog.remove')}
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={change.isPending} data-testid="bid-machine-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={change.isPending}
            disabled={problem !== null}
            data-testid="bid-machine-save"
          >
            {t(machine ? 'bidding.machineDialog.save' : 'bidding.machineDialog.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
