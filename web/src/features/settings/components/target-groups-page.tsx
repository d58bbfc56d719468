import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VisibilityType, type Office } from '@dealer/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import {
  useCompanyGroups,
  useDefaultOfficeGroups,
  type CompanyGroup,
  type DefaultOfficeCompanyGroup,
} from '../api/target-groups';
import { DefaultVisibilityDialog } from './default-visibility-dialog';
import { SettingsSubPage } from './settings-sub-page';
import { TargetGroupDialog } from './target-group-dialog';

/** Spec 9: at most 5 group tags on an office card, then "+N". */
const tagLimit = 5;

/** Target groups (spec 2): the company groups and each office's default visibility. */
export function TargetGroupsPage() {
  const { t } = useTranslation();
  const { selectedOrganisation, offices } = useSession();
  const organisationId = selectedOrganisation!.id;
  const groups = useCompanyGroups(organisationId);
  const defaults = useDefaultOfficeGroups(organisationId);
  const [openGroup, setOpenGroup] = useState<CompanyGroup | 'new' | null>(null);
  const [openOffice, setOpenOffice] = useState<Office | null>(null);
  const defaultsOf = (officeId: number) =>
    (defaults.data ?? []).filter((row) => row.officeId === officeId);
  const sortedOffices = [...offices].sort((a, b) => a.name.localeCompare(b.name, 'fi'));

  return (
    <SettingsSubPage
      title={t('settings.pages.targetGroups')}
      isLoading={groups.isPending || defaults.isPending}
      isError={groups.isError || defaults.isError}
    >
      <Paper component="section" sx={{ p: 2 }} aria-labelledby="target-groups-heading">
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="h2" id="target-groups-heading" sx={{ flexGrow: 1 }}>
            {t('targetGroups.groupsHeading')}
          </Typography>
          <Button
            startIcon={<Add />}
            onClick={() => setOpenGroup('new')}
            data-testid="target-group-new"
          >
            {t('targetGroups.newGroup')}
          </Button>
        </Stack>
        {groups.data?.length === 0 ? <Typography>{t('targetGroups.noGroups')}</Typography> : null}
        <List disablePadding data-testid="target-group-list">
          {groups.data?.map((group) => (
            <ListItem key={group.id} disablePadding>
              <ListItemButton
                onClick={() => setOpenGroup(group)}
                data-testid={`target-group-${group.id}`}
              >
                <ListItemText
                  primary={group.name}
                  secondary={t('targetGroups.members', { count: group.companyGroupItems.length })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <section aria-labelledby="default-visibility-heading">
        <Typography variant="h2" id="default-visibility-heading" sx={{ mb: 1 }}>
          {t('targetGroups.defaultHeading')}
        </Typography>
        <Grid container spacing={2}>
          {sortedOffices.map((office) => (
            <Grid key={office.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <OfficeVisibilityCard
                office={office}
                rows={defaultsOf(office.id)}
                onOpen={() => setOpenOffice(office)}
              />
            </Grid>
          ))}
        </Grid>
      </section>
      {openGroup ? (
        <TargetGroupDialog
          organisationId={organisationId}
          group={openGroup === 'new' ? null : openGroup}
          onClose={() => setOpenGroup(null)}
        />
      ) : null}
      {openOffice && groups.data ? (
        <DefaultVisibilityDialog
          organisationId={organisationId}
          office={openOffice}
          groups={groups.data}
          existing={defaultsOf(openOffice.id)}
          onClose={() => setOpenOffice(null)}
        />
      ) : null}
    </SettingsSubPage>
  );
}

function OfficeVisibilityCard({
  office,
  rows,
  onOpen,
}: {
  office: Office;
  rows: DefaultOfficeCompanyGroup[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const badge =
    rows.length === 0
      ? t('targetGroups.badgePublic')
      : rows[0]!.visibilityType === VisibilityType.WhiteList
        ? t('targetGroups.badgeShow')
        : t('targetGroups.badgeHide');
  return (
    <Card variant="outlined" data-testid={`office-visibility-${office.id}`}>
      <CardActionArea onClick={onOpen}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <Typography variant="h3" sx={{ flexGrow: 1 }}>
              {office.name}
            </Typography>
            <Chip size="small" color={rows.length ? 'primary' : 'default'} label={badge} />
          </Stack>
          {rows.length === 0 ? (
            <Typography color="primary">{t('targetGroups.defineDefault')}</Typography>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {rows.slice(0, tagLimit).map((row) => (
                <Chip key={row.id} size="small" variant="outlined" label={row.companyGroupName} />
              ))}
              {rows.length > tagLimit ? (
                <Chip size="small" label={`+${rows.length - tagLimit}`} />
              ) : null}
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
