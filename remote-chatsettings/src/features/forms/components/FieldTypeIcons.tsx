import type { ReactElement } from 'react';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ArrowDropDownCircleOutlinedIcon from '@mui/icons-material/ArrowDropDownCircleOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LooksOneOutlinedIcon from '@mui/icons-material/LooksOneOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import ShortTextIcon from '@mui/icons-material/ShortText';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { FormFieldType } from 'shared-contracts';

/** One icon per field type, shared by the palette and the field cards so each type is recognised at a glance. */
export const FIELD_TYPE_ICONS: Record<FormFieldType, () => ReactElement> = {
  short_text: () => <ShortTextIcon fontSize="small" />,
  long_text: () => <NotesIcon fontSize="small" />,
  email: () => <AlternateEmailIcon fontSize="small" />,
  phone: () => <PhoneOutlinedIcon fontSize="small" />,
  number: () => <LooksOneOutlinedIcon fontSize="small" />,
  date: () => <EventOutlinedIcon fontSize="small" />,
  single_choice: () => <RadioButtonCheckedIcon fontSize="small" />,
  multiple_choice: () => <CheckBoxOutlinedIcon fontSize="small" />,
  dropdown: () => <ArrowDropDownCircleOutlinedIcon fontSize="small" />,
  consent: () => <VerifiedUserOutlinedIcon fontSize="small" />,
};
