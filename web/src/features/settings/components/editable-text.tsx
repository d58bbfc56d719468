import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { textChange } from '@dealer/domain';
import { useState } from 'react';

interface EditableTextProps {
  label: string;
  addLabel: string;
  value: string | null;
  onSave: (value: string | null) => void;
  testId: string;
  disabled?: boolean;
}

/**
 * Spec 4: a settings text area. Empty, it shows an add button; editing shows a textarea of 5 rows;
 * blur saves only when the value changed.
 */
export function EditableText({
  label,
  addLabel,
  value,
  onSave,
  testId,
  disabled,
}: EditableTextProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState<string | undefined>(undefined);

  if (!value && !isEditing)
    return (
      <Button
        variant="outlined"
        onClick={() => setIsEditing(true)}
        data-testid={`${testId}-add`}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    );
  return (
    <TextField
      label={label}
      multiline
      rows={5}
      autoFocus={isEditing && !value}
      value={draft ?? value ?? ''}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        const next = textChange(value, draft);
        setDraft(undefined);
        setIsEditing(false);
        if (next !== undefined) onSave(next);
      }}
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 4000 } }}
      disabled={disabled}
      fullWidth
    />
  );
}
