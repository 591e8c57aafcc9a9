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
export {
  createGuardedHistory,
  useLeaveBlocker,
  type GuardedHistory,
  type LeaveBlocker,
  type LeaveGuard,
  type ShouldBlock,
} from './leave-guard.ts';
