import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilePickerButton } from '../../../components/file-picker-button';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { logoImageWidth, sizedImageUrl } from '../../../lib/media-url';
import { useChangeLogo, useOrganisationLogo } from '../api/organisation-logo';

/** The image types the media service reads (its bytes decide; this only narrows the picker). */
const acceptedImages = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface OrganisationLogoControlProps {
  organisationId: number;
  organisationName: string;
}

/**
 * The organisation's logo on the profile page (spec 2): shown when there is one, uploaded or
 * replaced with one image, removed after a question. Buyers see it on the item page.
 */
export function OrganisationLogoControl({
  organisationId,
  organisationName,
}: OrganisationLogoControlProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const logo = useOrganisationLogo(organisationId);
  const change = useChangeLogo(organisationId);
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const logoImageUrl = logo.data?.logoImageUrl ?? null;

  const handleChange = (image: File | null) =>
    change.mutate(image, {
      onSuccess: () =>
        toast.success(image ? 'organisationLogo.uploaded' : 'organisationLogo.removed'),
      onSettled: () => setIsConfirmingRemoval(false),
    });
  return (
    <Box component="section" aria-labelledby="organisation-logo-heading" sx={{ mb: 3 }}>
      <Typography variant="h3" id="organisation-logo-heading" sx={{ mb: 1 }}>
        {t('organisationLogo.heading')}
      </Typography>
      {logoImageUrl ? (
        <Box
          component="img"
          src={sizedImageUrl(logoImageUrl, logoImageWidth)}
          alt={t('settingsProfile.logoAlt', { name: organisationName })}
          sx={{ display: 'block', maxHeight: 96, maxWidth: 240, objectFit: 'contain', mb: 1 }}
          data-testid="profile-logo"
        />
      ) : logo.isSuccess ? (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="profile-no-logo">
          {t('settingsProfile.noLogo')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <FilePickerButton
          variant="outlined"
          disabled={change.isPending || !logo.isSuccess}
          data-testid="logo-upload"
          inputTestId="logo-upload-input"
          accept={acceptedImages}
          onFiles={([image]) => {
            if (image) handleChange(image);
          }}
        >
          {logoImageUrl ? t('organisationLogo.replace') : t('organisationLogo.upload')}
        </FilePickerButton>
        {logoImageUrl ? (
          <Button
            color="error"
            disabled={change.isPending}
            onClick={() => setIsConfirmingRemoval(true)}
            data-testid="logo-remove"
          >
            {t('organisationLogo.remove')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('organisationLogo.hint')}
      </Typography>
      {change.isError ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="logo-error">
          {t('organisationLogo.failed', { reason: t(errorMessageKey(change.error)) })}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={isConfirmingRemoval}
        title={t('organisationLogo.removeTitle')}
        text={t('organisationLogo.removeText')}
        confirmLabel={t('organisationLogo.remove')}
        onConfirm={() => handleChange(null)}
        onCancel={() => setIsConfirmingRemoval(false)}
        isPending={change.isPending}
        testId="logo-remove-confirm"
        isDestructive
      />
    </Box>
  );
}
