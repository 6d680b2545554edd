export { fieldComponents } from './registry';
export type { FieldComponent, FieldComponents, FieldProps } from './types';
