import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

interface FilePickerButtonProps extends Pick<
  ButtonProps,
  'variant' | 'startIcon' | 'disabled' | 'size'
> {
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  'data-testid'?: string;
  inputTestId?: string;
}

/**
 * A real button that opens the browser's file picker. Not MUI's `component="label"` pattern: a
 * label given role="button" is an ARIA role its element may not take (axe's aria-allowed-role,
 * Lighthouse accessibility), while a button that clicks a hidden input is one focusable control
 * with the button's own keyboard behaviour.
 */
export function FilePickerButton({
  children,
  accept,
  multiple = false,
  onFiles,
  inputTestId,
  ...button
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        // A form field's name (the browser's issues panel flags a nameless input); the upload is
        // sent by the caller, not by a form.
        name="files"
        multiple={multiple}
        accept={accept}
        data-testid={inputTestId}
        onChange={(event) => {
          const selected = Array.from(event.target.files ?? []);
          event.target.value = ''; // the same files may be chosen again
          onFiles(selected);
        }}
      />
    </>
  );
}
