/** The client's one way to build a form: react-hook-form with the common/ rules as resolver, and the shared fields. */
export { CheckboxField, FormError, PhoneField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';
export { ComboboxField } from './ComboboxField';
export { MijoteForm } from './MijoteForm';
export { applyRules,      type FormRules } from './rules-resolver';
export {  showServerError, useMijoteForm } from './use-mijote-form';
