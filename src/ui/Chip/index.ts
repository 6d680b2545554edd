export * from './Chip';
