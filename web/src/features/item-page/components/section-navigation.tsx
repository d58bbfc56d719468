import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { scrollToSection, useSectionInView } from '../hooks/use-section-in-view';
import { sectionAnchor, type PageSectionName } from './item-section';

/** Anchors to the page's sections, the one in view highlighted (spec 2, side navigation). */
export function SectionNavigation({ sections }: { sections: readonly PageSectionName[] }) {
  const { t } = useTranslation();
  const active = useSectionInView(sections.map(sectionAnchor));
  return (
    <Paper component="nav" aria-label={t('itemPage.sectionNavigation')}>
      <List data-testid="section-navigation">
        {sections.map((section) => {
          const anchor = sectionAnchor(section);
          return (
            // A list holds list items only (axe `list`).
            <ListItem key={section} disablePadding>
              <ListItemButton
                component="a"
                href={`#${anchor}`}
                selected={active === anchor}
                aria-current={active === anchor ? 'location' : undefined}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  scrollToSection(anchor);
                }}
                data-testid={`nav-section-${section}`}
              >
                <ListItemText primary={t(`sections.${section}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
