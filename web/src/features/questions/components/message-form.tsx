import { messageTextMaxLength } from '@dealer/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface MessageFormProps {
  label: string;
  sendLabel: string;
  isPending: boolean;
  /** Resolves true when sent: the text is cleared. */
  onSend: (text: string) => Promise<boolean>;
  autoFocus?: boolean;
  testId: string;
}

/** A question's or an answer's text and its send button (spec 2: disabled while empty or pending). */
export function MessageForm({
  label,
  sendLabel,
  isPending,
  onSend,
  autoFocus,
  testId,
}: MessageFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const isEmpty = text.trim() === '';
  const send = async () => {
    if (await onSend(text.trim())) setText('');
  };
  return (
    <Stack
      component="form"
      spacing={1}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isEmpty && !isPending) void send();
      }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: messageTextMaxLength } }}
        helperText={t('messages.length', { count: text.length, max: messageTextMaxLength })}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isEmpty || isPending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {sendLabel}
      </Button>
    </Stack>
  );
}
