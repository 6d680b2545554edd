/**
 * For scripts that Node runs directly and that load src/ modules: src/ imports without extensions
 * (webpack and Jest resolve them), Node needs the '.ts' added. Import this first, then load src/
 * with dynamic import(): static imports are resolved before any module's code runs.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.\.?\//.test(specifier) || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
