import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { isValidBic, isValidIban } from '@dealer/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useOrganisationSettings, useSaveSettings } from '../api/organisation-settings';
import { EditableText } from './editable-text';
import { LocationsList } from './locations-list';
import { OrganisationLogoControl } from './organisation-logo-control';
import { SettingsSubPage } from './settings-sub-page';
import { SettingsTextField } from './settings-text-field';

/**
 * Profile (spec 2, auctioneer subscription): introduction, logo, the account buyers pay to (shown
 * in the payment and delivery area and on the invoice) and pickup locations.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { selectedOrganisation } = useSession();
  const organisationId = selectedOrganisation!.id;
  const settings = useOrganisationSettings(organisationId);
  const { save } = useSaveSettings(organisationId);
  return (
    <SettingsSubPage
      title={t('settings.pages.profile')}
      isLoading={settings.isPending}
      isError={settings.isError}
    >
      <Paper sx={{ p: 2 }} component="section" aria-labelledby="profile-introduction">
        <Typography variant="h2" id="profile-introduction" sx={{ mb: 2 }}>
          {t('settingsProfile.introduction')}
        </Typography>
        <OrganisationLogoControl
          organisationId={organisationId}
          organisationName={selectedOrganisation!.name}
        />
        {settings.data ? (
          <EditableText
            label={t('settingsProfile.introductionText')}
            addLabel={t('settingsProfile.addIntroduction')}
            value={settings.data.organisationDescription}
            onSave={(value) => save({ organisationDescription: value })}
            testId="profile-introduction-text"
          />
        ) : null}
      </Paper>
      {settings.data ? (
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="profile-account">
          <Typography variant="h2" id="profile-account" sx={{ mb: 2 }}>
            {t('settingsProfile.account')}
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <SettingsTextField
              label={t('settingsProfile.iban')}
              value={settings.data.iban}
              isValid={isValidIban}
              invalidText={t('settingsProfile.invalidIban')}
              onSave={(value) => save({ iban: value })}
              testId="profile-iban"
            />
            <SettingsTextField
              label={t('settingsProfile.bic')}
              value={settings.data.bic}
              isValid={isValidBic}
              invalidText={t('settingsProfile.invalidBic')}
              onSave={(value) => save({ bic: value })}
              testId="profile-bic"
            />
          </Stack>
        </Paper>
      ) : null}
      <LocationsList kind="pickup" />
    </SettingsSubPage>
  );
}
