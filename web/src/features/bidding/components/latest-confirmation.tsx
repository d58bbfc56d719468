import {
  ConfirmationType,
  ConfirmationUserType,
  findLatestConfirmation,
  formatDateTime,
  type Confirmation,
} from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';

/** Spec 4: the latest confirmation (by timestamp) wins; shown with who made it and when. */
export function LatestConfirmation({ confirmations }: { confirmations: readonly Confirmation[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const latest = findLatestConfirmation(confirmations);
  if (!latest) return null;

  const date = formatDateTime(new Date(latest.timestamp), locale);
  const party = t(
    latest.confirmationType === ConfirmationType.Buyer
      ? 'afterSale.confirmation.buyer'
      : 'afterSale.confirmation.auctioneer',
  );
  const person = [latest.userName, latest.organisationName].filter(Boolean).join(', ');
  const who =
    latest.userType === ConfirmationUserType.Automation
      ? t('afterSale.confirmation.automation')
      : latest.userType === ConfirmationUserType.PlatformAdmin
        ? t('afterSale.confirmation.platformAdmin')
        : person
          ? `${party}: ${person}`
          : party;

  return (
    <Alert
      severity={latest.isSold ? 'success' : 'info'}
      data-testid="latest-confirmation"
      data-sold={latest.isSold}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(latest.isSold ? 'afterSale.confirmation.sold' : 'afterSale.confirmation.notSold', {
          date,
        })}
      </Typography>
      <Typography variant="body2">{who}</Typography>
      {latest.isAuctioneerOnlyNotSold ? (
        <Chip
          size="small"
          variant="outlined"
          label={t('afterSale.confirmation.auctioneerOnly')}
          data-testid="auctioneer-only-marker"
          sx={{ my: 0.5 }}
        />
      ) : null}
      {latest.description ? <Typography variant="body2">{latest.description}</Typography> : null}
    </Alert>
  );
}
