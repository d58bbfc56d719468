import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { useOrganisationSettings, useSaveSettings } from '../api/organisation-settings';
import { EditableText } from './editable-text';
import { LocationsList } from './locations-list';
import { SettingsSubPage } from './settings-sub-page';

/** Profile (spec 2, auctioneer subscription): introduction, logo and pickup locations. */
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
        {selectedOrganisation?.logoImageUrl ? (
          <img
            src={selectedOrganisation.logoImageUrl}
            alt={t('settingsProfile.logoAlt', { name: selectedOrganisation.name })}
            style={{ maxHeight: 96, maxWidth: 240, display: 'block', marginBottom: 16 }}
            data-testid="profile-logo"
          />
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('settingsProfile.noLogo')}
          </Typography>
        )}
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
      <LocationsList kind="pickup" />
    </SettingsSubPage>
  );
}
