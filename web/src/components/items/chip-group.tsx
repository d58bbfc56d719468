import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

interface ChipGroupProps<V> {
  label: string;
  options: readonly { value: V; label: string }[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  testId: string;
}

/** One filter category: chips toggle its values; none chosen means no filter. */
export function ChipGroup<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  testId,
}: ChipGroupProps<V>) {
  if (options.length === 0) return null;
  const toggle = (value: V) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <Box role="group" aria-label={label} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {options.map((option) => {
          const isSelected = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              size="small"
              clickable
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={() => toggle(option.value)}
              data-testid={`${testId}-${option.value}`}
            />
          );
        })}
      </Box>
    </Box>
  );
}
