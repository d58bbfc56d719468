import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ChoiceMenuProps } from './choice-menu';

/** The open menu itself: MUI's Menu (Popover, Modal, MenuList) lives in this chunk only. */
export default function ChoiceMenuList<T extends string | number>({
  anchor,
  choices,
  selected,
  onSelect,
  onClose,
}: ChoiceMenuProps<T>) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {choices.map((choice) => (
        <MenuItem
          key={choice.value}
          lang={choice.lang}
          selected={choice.value === selected}
          onClick={() => onSelect(choice.value)}
          data-testid={choice.testId}
        >
          {choice.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
