/**
 * What eslint.config.mjs uses of eslint-plugin-jsx-a11y (6.x): the plugin object with its flat
 * configs. The package ships no types, and checking the config needs a module to import.
 */
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & {
    flatConfigs: { recommended: Linter.Config; strict: Linter.Config };
  };
  export default plugin;
}
