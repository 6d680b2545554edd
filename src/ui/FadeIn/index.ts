export * from './FadeIn';
