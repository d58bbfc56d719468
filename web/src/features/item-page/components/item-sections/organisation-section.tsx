import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { logoImageWidth, sizedImageUrl } from '../../../../lib/media-url';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/** Spec 2: the organisation that sells the item, with its logo and description. */
export function OrganisationSection() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const { name, logoImageUrl, organisationDescription } = item.organisation;
  return (
    <ItemSection section="organisation">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {logoImageUrl ? (
          <Box
            component="img"
            src={sizedImageUrl(logoImageUrl, logoImageWidth)}
            alt={t('itemPage.organisationLogo', { name })}
            sx={{ maxWidth: 120, maxHeight: 60, objectFit: 'contain' }}
            data-testid="organisation-logo"
          />
        ) : null}
        <Box>
          <Typography data-testid="organisation-name">{name}</Typography>
          {organisationDescription ? (
            <Typography
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line' }}
              data-testid="organisation-description"
            >
              {organisationDescription}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </ItemSection>
  );
}
