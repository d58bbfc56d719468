import {
  deliveryOfferMessagesOf,
  deliveryOfferRequestSchema,
  requestedProvidersOf,
  transportProviders,
  providerFlagOf,
  type DeliveryOfferResult,
  type TransportProvider,
} from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { useRequestDeliveryOffer } from '../api/delivery-offer';

interface DeliveryOfferDialogProps {
  open: boolean;
  itemId: number;
  defaultContact: { fullName: string; phoneNumber: string | null; emailAddress: string } | null;
  onClose: () => void;
}

type Outcome =
  | { kind: 'answered'; asked: TransportProvider[]; result: DeliveryOfferResult }
  | { kind: 'repeated' }
  | { kind: 'failed' };

/**
 * Spec 2, Delivery offer dialog: name, phone (optional), e-mail and a tick box per transport
 * provider, both ticked; the delivery location comes from the buyer's delivery settings (the
 * server's). Send is disabled until the domain's schema accepts the entries (spec 5).
 */
export function DeliveryOfferDialog({
  open,
  itemId,
  defaultContact,
  onClose,
}: DeliveryOfferDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(defaultContact?.fullName ?? '');
  const [phone, setPhone] = useState(defaultContact?.phoneNumber ?? '');
  const [email, setEmail] = useState(defaultContact?.emailAddress ?? '');
  const [ticked, setTicked] = useState<Record<TransportProvider, boolean>>({
    makinen: true,
    sjoberg: true,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useRequestDeliveryOffer(itemId);
  const request = {
    auctionItemId: itemId,
    buyerName: name,
    buyerPhonenumber: phone,
    buyerEmailAddress: email,
    deliveryOfferRequestMakinen: ticked.makinen,
    deliveryOfferRequestSjoberg: ticked.sjoberg,
  };
  const parsed = deliveryOfferRequestSchema.safeParse(request);
  const emailInvalid =
    email !== '' && !deliveryOfferRequestSchema.shape.buyerEmailAddress.safeParse(email).success;

  const handleSend = () => {
    if (!parsed.success) return;
    setOutcome(null);
    mutation.mutate(request, {
      onSuccess: (result) =>
        setOutcome({ kind: 'answered', asked: requestedProvidersOf(request), result }),
      onError: (error) =>
        setOutcome({
          kind: isApiError(error) && error.status === 429 ? 'repeated' : 'failed',
        }),
    });
  };
  const handleClose = () => {
    setOutcome(null);
    onClose();
  };

  const messages =
    outcome?.kind === 'answered' ? deliveryOfferMessagesOf(outcome.asked, outcome.result) : [];

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : handleClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="delivery-offer-dialog"
    >
      <DialogTitle id={titleId}>{t('transport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('transport.name')}
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'delivery-offer-name', maxLength: 200 } }}
          />
          <TextField
            label={t('transport.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'delivery-offer-phone', maxLength: 40 } }}
          />
          <TextField
            label={t('transport.email')}
            value={email}
            required
            type="email"
            error={emailInvalid}
            helperText={emailInvalid ? t('transport.emailInvalid') : undefined}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'delivery-offer-email', maxLength: 254 } }}
          />
          {transportProviders.map((provider) => (
            <FormControlLabel
              key={provider}
              control={
                <Checkbox
                  checked={ticked[provider]}
                  onChange={(event) =>
                    setTicked((current) => ({ ...current, [provider]: event.target.checked }))
                  }
                  slotProps={{
                    input: {
                      'data-testid': `delivery-offer-${providerFlagOf[provider]}`,
                    } as object,
                  }}
                />
              }
              label={t(`transport.providers.${provider}`)}
            />
          ))}
          {!ticked.makinen && !ticked.sjoberg ? (
            <Alert severity="info">{t('transport.pickOne')}</Alert>
          ) : null}
          {messages.map((message, index) =>
            message.kind === 'success' ? (
              <Alert key={index} severity="success" data-testid="delivery-offer-success">
                {t('transport.success')}
              </Alert>
            ) : (
              <Alert
                key={index}
                severity="error"
                data-testid={`delivery-offer-error-${message.provider ?? 'all'}`}
              >
                {message.provider
                  ? t(`transport.errors.${message.provider}`)
                  : t('transport.errors.failed')}
              </Alert>
            ),
          )}
          {outcome?.kind === 'repeated' ? (
            <Alert severity="warning" data-testid="delivery-offer-error-repeated">
              {t('transport.errors.repeated')}
            </Alert>
          ) : null}
          {outcome?.kind === 'failed' ? (
            <Alert severity="error" data-testid="delivery-offer-error-all">
              {t('transport.errors.failed')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={handleClose}
          disabled={mutation.isPending}
          data-testid="delivery-offer-close"
        >
          {outcome ? t('transport.close') : t('transport.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={handleSend}
          disabled={!parsed.success}
          loading={mutation.isPending}
          data-testid="delivery-offer-send"
        >
          {t('transport.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
