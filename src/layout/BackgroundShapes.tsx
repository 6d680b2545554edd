import styled from 'styled-components';
import { cssTheme } from '../styles/theme';

const Shapes = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${cssTheme.zIndex.background};
  overflow: hidden;
  pointer-events: none;
`;

/** The theme colours the shapes are painted in: light tints of the brand colours. */
type ShapeColor = 'blueLight' | 'orangeLight' | 'navyLight';

const Shape = styled.span<{ $top: string; $side: 'left' | 'right'; $offset: string; $size: string; $color: ShapeColor; $radius: string }>`
  position: absolute;
  top: ${({ $top }) => $top};
  ${({ $side, $offset }) => `${$side}: ${$offset};`}
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme, $color }) => theme.colors[$color]};
  opacity: 0.5;
  filter: blur(2px);
`;

/** The four decorative background shapes of the page layout (spec §2); hidden from assistive technology. */
export function BackgroundShapes() {
  return (
    <Shapes aria-hidden="true">
      <Shape $top="-120px" $side="right" $offset="-160px" $size="520px" $color="blueLight" $radius="50%" />
      <Shape $top="640px" $side="left" $offset="-220px" $size="440px" $color="orangeLight" $radius="42% 58% 60% 40%" />
      <Shape $top="1480px" $side="right" $offset="-120px" $size="360px" $color="navyLight" $radius="38% 62% 45% 55%" />
      <Shape $top="2320px" $side="left" $offset="-140px" $size="300px" $color="blueLight" $radius="50%" />
    </Shapes>
  );
}
