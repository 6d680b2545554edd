import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so it merges with styled-components' DefaultTheme and makes it our Theme
  export interface DefaultTheme extends Theme {}
}
