import { createTheme } from '@mui/material/styles';
import { jaJP } from '@mui/material/locale';
import { palette, shape, typography } from './primitives';
import { baselineCustomizations } from './customizations/baseline';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { feedbackCustomizations } from './customizations/feedback';

/** The one theme of the console. Only the host renders it; remotes inherit it through context. */
export const theme = createTheme(
  {
    palette,
    typography,
    shape,
    components: {
      ...baselineCustomizations,
      ...inputsCustomizations,
      ...navigationCustomizations,
      ...surfacesCustomizations,
      ...feedbackCustomizations,
    },
  },
  jaJP,
);
