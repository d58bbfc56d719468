import { intlLocaleOf } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLocale } from '../../../i18n/use-locale';
import type { PublishFlow } from '../hooks/use-publish-flow';

/** Spec 9: open-bid items are charged a surcharge at publish. */
const openBidSurchargeEuros = 27.54;

/** The publish confirmation; an open-bid item's names the surcharge it will be charged. */
export function PublishDialog({ flow, isOpenBid }: { flow: PublishFlow; isOpenBid: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const surcharge = new Intl.NumberFormat(intlLocaleOf(locale), {
    style: 'currency',
    currency: 'EUR',
  }).format(openBidSurchargeEuros);
  return (
    <ConfirmDialog
      open={flow.isConfirming}
      title={t('publish.title')}
      text={t('publish.text')}
      confirmLabel={t('publish.confirm')}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
      isPending={flow.isPending}
      testId="publish-confirm"
    >
      {isOpenBid ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="open-bid-surcharge">
          {t('publish.openBidSurcharge', { amount: surcharge })}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
