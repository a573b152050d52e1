// The admin's labelled fields are the shop's own (components/ui/field.tsx) in their compact size.
import {
  controlClasses,
  SelectField as ShopSelectField,
  TextAreaField as ShopTextAreaField,
  TextField as ShopTextField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '../../../components/ui/field';

export { CheckboxField, ChoiceGroup, Field, Suggestions, type Control } from '../../../components/ui/field';

/** The classes of a compact control drawn outside a field. */
export const CONTROL = controlClasses('sm');

export const TextField = (props: TextFieldProps) => <ShopTextField size="sm" {...props} />;
export const TextAreaField = (props: TextAreaFieldProps) => <ShopTextAreaField size="sm" {...props} />;
export const SelectField = (props: SelectFieldProps) => <ShopSelectField size="sm" {...props} />;
