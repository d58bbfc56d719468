import { createTheme } from '@mui/material/styles';

/** The one light theme (spec 1: only a light theme exists). Calm colours, dense spacing. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    // Text on a coloured ground (a filled alert, a contained button) is chosen for WCAG AA's
    // 4.5:1, not MUI's default 3:1: white on the warning orange would be 3.0:1.
    contrastThreshold: 4.5,
    primary: { main: '#0f4c6e' },
    secondary: { main: '#b8561b' },
    background: { default: '#f3f5f7', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontSize: 14,
    h1: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    h2: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.35 },
    h3: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiPaper: { defaultProps: { variant: 'outlined' } },
    MuiList: { defaultProps: { dense: true } },
    MuiMenuItem: { defaultProps: { dense: true } },
  },
});
