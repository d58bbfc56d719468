import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconExplanations } from './item-badges';

const explanations = [
  { Icon: Schedule, key: 'items.help.scheduled' },
  { Icon: HourglassTop, key: 'items.help.waiting' },
  ...iconExplanations,
] as const;

/** Spec 2: a button opening what the list's icons mean. */
export function IconHelpDialog() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('items.help.open')}
        onClick={() => setOpen(true)}
        data-testid="icon-help"
      >
        <HelpOutline />
      </IconButton>
      <Dialog open={isOpen} onClose={() => setOpen(false)} data-testid="icon-help-dialog">
        <DialogTitle>{t('items.help.title')}</DialogTitle>
        <DialogContent>
          <List dense>
            {explanations.map(({ Icon, key }) => (
              <ListItem key={key}>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(key)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
