export {
  CheckboxField,
  Field,
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  useFieldIds,
  useTouched,
} from './fields.tsx';
export { parseClock, parseDay } from './typed-time.ts';
