import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidEmail, textChange } from '@dealer/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useOrganisationSettings, useSaveSettings } from '../api/organisation-settings';
import { SettingsSubPage } from './settings-sub-page';
import { SettingsTextField } from './settings-text-field';

/**
 * Buyer profile (spec 2/4): registration certificate needed or not, and where it is sent; the
 * invoicing details the auctioneer sees in the payment and delivery area.
 */
export function BuyerProfilePage() {
  const { t } = useTranslation();
  const { selectedOrganisation } = useSession();
  const organisationId = selectedOrganisation!.id;
  const settings = useOrganisationSettings(organisationId);
  const { save } = useSaveSettings(organisationId);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [isInvalid, setIsInvalid] = useState(false);
  const data = settings.data;
  const isNeeded = data ? !data.registrationCertificateNotRequired : false;

  // Spec 4: when a certificate is needed the e-mail is validated first; invalid input is not saved.
  const handleBlur = () => {
    if (!data) return;
    const next = textChange(data.registrationCertificateEmailAddress, email);
    const isBad = Boolean(next) && !isValidEmail(next!);
    setIsInvalid(isBad);
    if (isBad) return;
    setEmail(undefined);
    if (next !== undefined) save({ registrationCertificateEmailAddress: next?.trim() ?? null });
  };

  return (
    <SettingsSubPage
      title={t('settings.pages.buyerProfile')}
      isLoading={settings.isPending}
      isError={settings.isError}
    >
      {data ? (
        <Paper sx={{ p: 2, maxWidth: 560 }}>
          <Typography id="certificate-label" sx={{ mb: 1 }}>
            {t('buyerProfile.certificateQuestion')}
          </Typography>
          <RadioGroup
            aria-labelledby="certificate-label"
            value={isNeeded ? 'needed' : 'notNeeded'}
            onChange={(event) => {
              const needed = event.target.value === 'needed';
              const address = data.registrationCertificateEmailAddress;
              // Switching to "needed" with a bad stored address is not saved (spec 4).
              if (needed && address && !isValidEmail(address)) return setIsInvalid(true);
              save({ registrationCertificateNotRequired: !needed });
            }}
          >
            <FormControlLabel
              value="notNeeded"
              control={<Radio />}
              label={t('buyerProfile.notNeeded')}
              data-testid="certificate-not-needed"
            />
            <FormControlLabel
              value="needed"
              control={<Radio />}
              label={t('buyerProfile.needed')}
              data-testid="certificate-needed"
            />
          </RadioGroup>
          <TextField
            sx={{ mt: 2 }}
            fullWidth
            type="email"
            label={t('buyerProfile.email')}
            disabled={!isNeeded}
            value={email ?? data.registrationCertificateEmailAddress ?? ''}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={handleBlur}
            error={isInvalid}
            helperText={isInvalid ? t('auctionDefaults.invalidEmail') : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'certificate-email' } }}
          />
        </Paper>
      ) : null}
      {data ? (
        <Paper sx={{ p: 2, maxWidth: 560, mt: 2 }} component="section" aria-labelledby="invoicing">
          <Typography variant="h2" id="invoicing" sx={{ mb: 2 }}>
            {t('buyerProfile.invoicing')}
          </Typography>
          <Stack spacing={2}>
            <SettingsTextField
              label={t('buyerProfile.invoicingAddress')}
              value={data.invoicingAddress}
              onSave={(value) => save({ invoicingAddress: value })}
              testId="invoicing-address"
              multiline
            />
            <SettingsTextField
              label={t('buyerProfile.eInvoicingOperator')}
              value={data.eInvoicingOperator}
              onSave={(value) => save({ eInvoicingOperator: value })}
              testId="e-invoicing-operator"
            />
            <SettingsTextField
              label={t('buyerProfile.invoicingMethod')}
              value={data.invoicingMethod}
              onSave={(value) => save({ invoicingMethod: value })}
              testId="invoicing-method"
            />
          </Stack>
        </Paper>
      ) : null}
    </SettingsSubPage>
  );
}
