import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { officeCardUserLimit, type Office } from '@dealer/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useOrganisationSettings, useSaveSettings } from '../api/organisation-settings';
import { useDefaultSellers, type DefaultResponsibleSeller } from '../api/responsible-sellers';
import { ResponsibleSellersDialog } from './responsible-sellers-dialog';
import { SettingsSubPage } from './settings-sub-page';

/** Responsible sellers (spec 2): two settings and a card per office. */
export function ResponsibleSellersPage() {
  const { t } = useTranslation();
  const { selectedOrganisation, offices } = useSession();
  const organisationId = selectedOrganisation!.id;
  const settings = useOrganisationSettings(organisationId);
  const defaults = useDefaultSellers(organisationId);
  const { save } = useSaveSettings(organisationId);
  const [openOffice, setOpenOffice] = useState<Office | null>(null);
  const peopleOf = (officeId: number) =>
    (defaults.data ?? []).filter((person) => person.officeId === officeId);
  const sortedOffices = [...offices].sort((a, b) => a.name.localeCompare(b.name, 'fi'));

  const radio = (name: 'showResponsibleSalesPeopleDefault' | 'creatorAsResponsiblePerson') =>
    settings.data ? (
      <Paper sx={{ p: 2 }}>
        <Typography id={`${name}-label`}>{t(`responsibleSellers.${name}`)}</Typography>
        <RadioGroup
          row
          aria-labelledby={`${name}-label`}
          value={settings.data[name] ? 'yes' : 'no'}
          onChange={(event) => save({ [name]: event.target.value === 'yes' })}
        >
          <FormControlLabel
            value="yes"
            control={<Radio />}
            label={t('common.yes')}
            data-testid={`${name}-yes`}
          />
          <FormControlLabel
            value="no"
            control={<Radio />}
            label={t('common.no')}
            data-testid={`${name}-no`}
          />
        </RadioGroup>
      </Paper>
    ) : null;

  return (
    <SettingsSubPage
      title={t('settings.pages.responsibleSellers')}
      isLoading={settings.isPending || defaults.isPending}
      isError={settings.isError || defaults.isError}
    >
      {radio('showResponsibleSalesPeopleDefault')}
      {radio('creatorAsResponsiblePerson')}
      <Grid container spacing={2}>
        {sortedOffices.map((office) => (
          <Grid key={office.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <OfficeSellersCard
              office={office}
              people={peopleOf(office.id)}
              onOpen={() => setOpenOffice(office)}
            />
          </Grid>
        ))}
      </Grid>
      {openOffice ? (
        <ResponsibleSellersDialog
          organisationId={organisationId}
          office={openOffice}
          people={peopleOf(openOffice.id)}
          onClose={() => setOpenOffice(null)}
        />
      ) : null}
    </SettingsSubPage>
  );
}

function OfficeSellersCard({
  office,
  people,
  onOpen,
}: {
  office: Office;
  people: DefaultResponsibleSeller[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? people : people.slice(0, officeCardUserLimit);
  // Spec 2: empty slots up to 5 show "not selected".
  const emptySlots = Math.max(0, officeCardUserLimit - people.length);
  return (
    <Card variant="outlined" data-testid={`office-sellers-${office.id}`}>
      <CardActionArea onClick={onOpen}>
        <CardContent>
          {/* The page has no section heading: the cards' titles are its second level. */}
          <Typography variant="h3" component="h2">
            {office.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('responsibleSellers.count', { count: people.length })}
          </Typography>
          <Stack spacing={0.5}>
            {shown.map((person) => (
              <Stack key={person.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>
                  {person.firstName} {person.lastName}
                </Typography>
                {person.showInAuction ? (
                  <PhoneOutlined
                    fontSize="small"
                    titleAccess={t('responsibleSellers.shownInAuction')}
                  />
                ) : null}
              </Stack>
            ))}
            {Array.from({ length: emptySlots }, (_, index) => (
              <Typography key={`empty-${index}`} color="text.secondary">
                {t('responsibleSellers.notSelected')}
              </Typography>
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
      {people.length > officeCardUserLimit && !isShowingAll ? (
        <Button
          onClick={() => setIsShowingAll(true)}
          sx={{ m: 1 }}
          data-testid={`office-sellers-more-${office.id}`}
        >
          {t('responsibleSellers.showMore')}
        </Button>
      ) : null}
    </Card>
  );
}
