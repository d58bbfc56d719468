import type { DraftSectionName } from '@dealer/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDraftEditor } from '../../drafts';

export type PageSectionName =
  | DraftSectionName
  | 'images'
  | 'introduction'
  | 'organisation'
  | 'office'
  | 'views360'
  | 'otherItems'
  | 'paymentAndPickup'
  | 'addedInfo'
  | 'aiSummary'
  | 'questions';

/** The anchor of a section, for the side navigation. */
export const sectionAnchor = (section: PageSectionName) => `section-${section}`;

interface ItemSectionProps {
  section: PageSectionName;
  children: ReactNode;
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A section of the item page; while a draft is edited, its progress as valid of all fields. */
export function ItemSection({ section, children, actions, ref }: ItemSectionProps) {
  const { t } = useTranslation();
  const { isEditable, review } = useDraftEditor();
  // The images section shows the files' progress (at least one file).
  const reviewed = section === 'images' ? 'files' : section;
  const progress = review.sections.find((entry) => entry.section === reviewed);
  const isComplete = progress !== undefined && progress.valid >= progress.total;

  return (
    <Paper
      ref={ref}
      component="section"
      id={sectionAnchor(section)}
      data-section={section}
      aria-labelledby={`${sectionAnchor(section)}-title`}
      // Spec 2: scrolled to 24 px below the fixed header.
      sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 48 + 24 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" id={`${sectionAnchor(section)}-title`} sx={{ flexGrow: 1 }}>
          {t(`sections.${section}`)}
        </Typography>
        {isEditable && progress ? (
          <Chip
            size="small"
            color={isComplete ? 'success' : 'default'}
            variant={isComplete ? 'filled' : 'outlined'}
            label={`${progress.valid} / ${progress.total}`}
            aria-label={t('itemPage.progress', { valid: progress.valid, total: progress.total })}
            data-testid={`progress-${section}`}
          />
        ) : null}
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
