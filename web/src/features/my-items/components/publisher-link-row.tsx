import Assessment from '@mui/icons-material/AssessmentOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useClientConfig } from '../../../lib/client-config';
import { vehicleDataUrl } from '../../drafts';

/** Spec 5 and 9: licence number fields take at most 10 characters. */
const licenseNumberMaxLength = 10;

/**
 * Spec 2, My items: the publisher's link row. A licence number (required) opens the external
 * vehicle-data service in a new tab, by Enter or the button; the reports app has its own button.
 */
export function PublisherLinkRow() {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  const [licenseNumber, setLicenseNumber] = useState('');
  const [isMissing, setMissing] = useState(false);
  const serviceUrl = config?.vehicleDataServiceUrl ?? null;
  const reportsUrl = config?.reportsAppUrl ?? null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!serviceUrl) return;
    if (licenseNumber.trim() === '') {
      setMissing(true);
      return;
    }
    window.open(vehicleDataUrl(serviceUrl, licenseNumber), '_blank', 'noopener,noreferrer');
  };

  // Neither service configured: no empty box above the list.
  if (!serviceUrl && !reportsUrl) return null;

  return (
    <Paper
      component="form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="publisher-link-row"
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      {serviceUrl ? (
        <>
          <TextField
            size="small"
            required
            label={t('myItems.licenseNumber')}
            placeholder="ABC-123"
            value={licenseNumber}
            error={isMissing}
            helperText={isMissing ? t('myItems.licenseRequired') : undefined}
            onChange={(event) => {
              setLicenseNumber(event.target.value);
              setMissing(false);
            }}
            slotProps={{
              htmlInput: { maxLength: licenseNumberMaxLength, 'data-testid': 'link-row-license' },
            }}
          />
          <Button
            type="submit"
            endIcon={<OpenInNew />}
            aria-description={t('common.opensInNewTab')}
            data-testid="link-row-vehicle-data"
          >
            {t('myItems.vehicleData')}
          </Button>
        </>
      ) : null}
      {reportsUrl ? (
        <Button
          component="a"
          href={reportsUrl}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<Assessment />}
          aria-description={t('common.opensInNewTab')}
          data-testid="link-row-reports"
        >
          {t('myItems.reportsApp')}
        </Button>
      ) : null}
    </Paper>
  );
}
