import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';
import { isHttpsUrl } from './views360-url';

/** Spec 2: the 360 degree interior and exterior views, opened in a new tab. */
export function Views360Section() {
  const { t } = useTranslation();
  const { item } = useDraftEditor();
  const views = [
    { key: 'interior', url: item.interiorView360Url },
    { key: 'exterior', url: item.exteriorView360Url },
  ] as const;

  return (
    <ItemSection section="views360">
      <Stack spacing={1}>
        {views.map(({ key, url }) =>
          isHttpsUrl(url) ? (
            <Link
              key={key}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`view360-${key}`}
            >
              {t(`itemPage.view360.${key}`)}
            </Link>
          ) : null,
        )}
      </Stack>
    </ItemSection>
  );
}
