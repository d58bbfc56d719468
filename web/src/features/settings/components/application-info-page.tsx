import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePaths } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session/session-context';

const navigationTerms = ['add', 'items', 'myItems', 'settings'] as const;
const comingSoon = ['favourites', 'managementReporting', 'sellerRatings'] as const;

/** The welcome text about the renewed product (spec 2, Info page); its sub-title is a welcome. */
export function ApplicationInfoPage() {
  const { t } = useTranslation();
  const { flags } = useSession();

  return (
    <>
      <PageHeader overline={t('settings.title')} title={t('applicationInfo.title')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {t('applicationInfo.heading')}
            </Typography>
            <Typography>{t('applicationInfo.intro')}</Typography>
          </Box>
          <Box>
            <Typography variant="h3" sx={{ mb: 0.5 }}>
              {t('applicationInfo.navigationHeading')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {navigationTerms.map((term) => (
                <Typography
                  component="li"
                  key={term}
                  sx={{ mb: 0.5, '& strong::after': { content: '" – "', fontWeight: 400 } }}
                >
                  <strong>{t(`applicationInfo.navigation.${term}Term`)}</strong>
                  {t(`applicationInfo.navigation.${term}`)}
                </Typography>
              ))}
            </Box>
          </Box>
          <InfoSection
            heading={t('applicationInfo.buyersHeading')}
            text={t('applicationInfo.buyers')}
          />
          <InfoSection
            heading={t('applicationInfo.sellersHeading')}
            text={t('applicationInfo.sellers')}
          />
          <InfoSection
            heading={t('applicationInfo.feedbackHeading')}
            text={t('applicationInfo.feedback')}
          />
          <Box>
            <Typography variant="h3" sx={{ mb: 0.5 }}>
              {t('applicationInfo.comingSoonHeading')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {comingSoon.map((feature) => (
                <Typography component="li" key={feature} sx={{ mb: 0.5 }}>
                  {t(`applicationInfo.comingSoon.${feature}`)}
                </Typography>
              ))}
            </Box>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
            <Button
              component={Link}
              to={routePaths.items}
              variant="contained"
              data-testid="to-bidding"
            >
              {t('applicationInfo.toBidding')}
            </Button>
            {flags.isAuctioneer ? (
              <Button
                component={Link}
                to={routePaths.myItems}
                variant="outlined"
                data-testid="to-selling"
              >
                {t('applicationInfo.toSelling')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}

function InfoSection({ heading, text }: { heading: string; text: string }) {
  return (
    <Box>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography>{text}</Typography>
    </Box>
  );
}
