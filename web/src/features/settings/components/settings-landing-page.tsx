import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { applicationVersion, getSettingsGroups, routePaths } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useClientConfig } from '../../../lib/client-config';
import { useSession } from '../../../lib/session/session-context';
import { useReleaseNotesDialog } from '../../release-notes';
import {
  SettingsExternalRow,
  SettingsGroup,
  SettingsLinkRow,
  SettingsTextRow,
} from './settings-group';

const salePages = ['profile', 'auctionDefaults', 'responsibleSellers', 'targetGroups'] as const;
const buyPages = ['buyerProfile', 'deliverySettings'] as const;
type SettingsPage = (typeof salePages)[number] | (typeof buyPages)[number];

// The pages built so far link to themselves; the rest are listed, honestly marked, not clickable.
const builtPages: Partial<Record<SettingsPage, string>> = {
  auctionDefaults: routePaths.auctionDefaults,
  targetGroups: routePaths.targetGroups,
  profile: routePaths.profile,
  responsibleSellers: routePaths.responsibleSellers,
  buyerProfile: routePaths.buyerProfile,
  deliverySettings: routePaths.deliverySettings,
};

/** Settings landing: groups by permission and subscription (spec 2, Settings area). */
export function SettingsLandingPage() {
  const { t } = useTranslation();
  const { flags } = useSession();
  const { data: config } = useClientConfig();
  const groups = getSettingsGroups(flags);
  const releaseNotes = useReleaseNotesDialog();

  const comingRows = (pages: readonly SettingsPage[]) =>
    pages.map((page) =>
      builtPages[page] ? (
        <SettingsLinkRow
          key={page}
          to={builtPages[page]}
          primary={t(`settings.pages.${page}`)}
          testId={`settings-page-${page}`}
        />
      ) : (
        <SettingsTextRow
          key={page}
          primary={t(`settings.pages.${page}`)}
          secondary={t('settings.comingLater')}
          testId={`settings-page-${page}`}
        />
      ),
    );

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Stack spacing={2}>
        {groups.includes('general') ? (
          <SettingsGroup title={t('settings.groups.general')} testId="settings-group-general">
            <SettingsLinkRow
              to={routePaths.permissions}
              primary={t('settings.pages.permissions')}
              secondary={t('settings.permissionsDescription')}
              testId="settings-permissions-link"
            />
          </SettingsGroup>
        ) : null}
        {groups.includes('sale') ? (
          <SettingsGroup title={t('settings.groups.sale')} testId="settings-group-sale">
            {comingRows(salePages)}
          </SettingsGroup>
        ) : null}
        {groups.includes('buy') ? (
          <SettingsGroup title={t('settings.groups.buy')} testId="settings-group-buy">
            {comingRows(buyPages)}
          </SettingsGroup>
        ) : null}
        <SettingsGroup title={t('settings.groups.version')} testId="settings-group-version">
          {/* Spec 2: clicking the version opens the release notes. */}
          <ListItem disablePadding>
            <ListItemButton onClick={releaseNotes.open} data-testid="application-version">
              <ListItemText primary={t('settings.version', { version: applicationVersion })} />
            </ListItemButton>
          </ListItem>
          {releaseNotes.dialog}
        </SettingsGroup>
        <SettingsGroup title={t('settings.groups.about')} testId="settings-group-about">
          <SettingsLinkRow
            to={routePaths.applicationInfo}
            primary={t('settings.welcomeInfo')}
            testId="settings-info-link"
          />
          {config?.instructionsUrl ? (
            <SettingsExternalRow
              href={config.instructionsUrl}
              primary={t('settings.instructions')}
              secondary={t('common.opensInNewTab')}
              testId="settings-instructions-link"
            />
          ) : null}
        </SettingsGroup>
      </Stack>
    </>
  );
}
