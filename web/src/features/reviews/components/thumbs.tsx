import ThumbDown from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '../../../i18n/use-translation';

/** Thumb up or down; pressing the chosen one again takes it back (null: no thumb). */
export function Thumbs({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      value={value === null ? null : value ? 'up' : 'down'}
      onChange={(_event, next: 'up' | 'down' | null) =>
        onChange(next === null ? null : next === 'up')
      }
    >
      <ToggleButton value="up" aria-label={t('reviews.thumbUp')} data-testid="thumb-up">
        <ThumbUp fontSize="small" />
      </ToggleButton>
      <ToggleButton value="down" aria-label={t('reviews.thumbDown')} data-testid="thumb-down">
        <ThumbDown fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
