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

interface ShapeGeometry {
  top: string;
  side: 'left' | 'right';
  offset: string;
  size: string;
  color: ShapeColor;
  radius: string;
}

const SHAPES: readonly ShapeGeometry[] = [
  { top: '-120px', side: 'right', offset: '-160px', size: '520px', color: 'blueLight', radius: '50%' },
  { top: '640px', side: 'left', offset: '-220px', size: '440px', color: 'orangeLight', radius: '42% 58% 60% 40%' },
  { top: '1480px', side: 'right', offset: '-120px', size: '360px', color: 'navyLight', radius: '38% 62% 45% 55%' },
  { top: '2320px', side: 'left', offset: '-140px', size: '300px', color: 'blueLight', radius: '50%' },
];

/**
 * Each shape's place, size and colour is a static rule for its position among the shapes, written
 * when the module loads: no function interpolation, so styled-components makes the class once.
 */
const Shape = styled.span`
  position: absolute;
  opacity: 0.5;
  filter: blur(2px);

  ${SHAPES.map(
    ({ top, side, offset, size, color, radius }, index) => `
      &:nth-child(${index + 1}) {
        top: ${top};
        ${side}: ${offset};
        width: ${size};
        height: ${size};
        border-radius: ${radius};
        background: ${cssTheme.colors[color]};
      }
    `,
  ).join('')}
`;

/** The four decorative background shapes of the page layout (docs/behaviour/routes-and-layout.md#page-layout); hidden from assistive technology. */
export function BackgroundShapes() {
  return (
    <Shapes aria-hidden="true">
      {SHAPES.map((shape) => (
        <Shape key={shape.top} />
      ))}
    </Shapes>
  );
}
