export * from './RichText';
