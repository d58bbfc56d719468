import type { RangeFilter } from '@dealer/domain';
import { toRangeFilter } from '@dealer/domain';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** Spec 2: range sliders apply after a 500 ms pause. */
export const rangeApplyDelayMs = 500;

interface RangeFilterInputProps {
  label: string;
  value: RangeFilter;
  range: { min: number; max: number; step: number };
  format: (value: number) => string;
  onChange: (value: RangeFilter) => void;
  testId: string;
}

/** A two-thumb slider; a thumb at an end of the range means unbounded. */
export function RangeFilterInput({
  label,
  value,
  range,
  format,
  onChange,
  testId,
}: RangeFilterInputProps) {
  const { t } = useTranslation();
  const applied: [number, number] = [value.min ?? range.min, value.max ?? range.max];
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (_event: Event, next: number | number[]) => {
    if (!Array.isArray(next)) return;
    const values: [number, number] = [next[0]!, next[1]!];
    setDraft(values);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft(null);
      onChange(toRangeFilter(values, range));
    }, rangeApplyDelayMs);
  };

  const shown = draft ?? applied;
  const text = (bound: number, isEnd: boolean) =>
    isEnd ? t('items.filters.rangeAny') : format(bound);
  return (
    <Box sx={{ px: 1 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}:{' '}
        {t('items.filters.rangeValue', {
          min: text(shown[0], shown[0] <= range.min),
          max: text(shown[1], shown[1] >= range.max),
        })}
      </Typography>
      <Slider
        value={shown}
        min={range.min}
        max={range.max}
        step={range.step}
        onChange={handleChange}
        getAriaLabel={(index) => `${label} ${index === 0 ? 'min' : 'max'}`}
        getAriaValueText={format}
        size="small"
      />
    </Box>
  );
}
