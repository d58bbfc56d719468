import type { DraftSectionName } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from '../../../i18n/use-translation';
import { scrollToSection } from '../hooks/use-section-in-view';
import { sectionAnchor, type PageSectionName } from './item-section';

/** The files' progress shows in the images section. */
const pageSectionOf = (section: DraftSectionName): PageSectionName =>
  section === 'files' ? 'images' : section;

/** Spec 5: a summary message lists the incomplete sections, each a way to it. */
export function IncompleteSections({ sections }: { sections: readonly DraftSectionName[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="incomplete-sections">
      {t('publish.incomplete')}{' '}
      {sections.map((section, index) => (
        <span key={section}>
          {index > 0 ? ', ' : null}
          <Link
            component="button"
            type="button"
            onClick={() => scrollToSection(sectionAnchor(pageSectionOf(section)))}
            sx={{ verticalAlign: 'baseline' }}
            data-testid={`incomplete-section-${section}`}
          >
            {t(`sections.${section}`)}
          </Link>
        </span>
      ))}
    </Alert>
  );
}
