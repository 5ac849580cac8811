import { renderToStaticMarkup } from 'react-dom/server';
import { machineParts, type Envelope, type MachineKind, type Shape } from './drawing/machines.ts';
import { parseSize } from '../shared/size.ts';
import { corners, DEPTH_DIRECTION, HIDDEN_EDGES, hull, project, ring, VISIBLE_EDGES, VISIBLE_FACES, type Point2, type Point3 } from './drawing/oblique.ts';

/**
 * Machines' line drawings, made at build time from the size strings of the equipment list
 * ("50x20x25", "Ø 12.6 x 20.5"): each work envelope drawn to scale and dimensioned in those
 * numbers, the machine's kind sketched round it. All of them in one SVG file, one below the other,
 * each with a <view> a page shows it by (`file.svg#view-vf4`): one request for the lot, cached,
 * loaded as the list scrolls into view, and out of the page's HTML, which fits its first round trip
 * without them (inline, they were 7.5 KB of its 20 KB compressed).
 */
export const DRAWING = { width: 180, height: 135 };
const { width: WIDTH, height: HEIGHT } = DRAWING;

/** The look, inside the file (a picture's SVG takes no styles from the page): the machine in grey
 * line work, its envelope in the site's accent, dimensioned in ink on a drafting sheet's paper. */
const STYLE = `
.paper{fill:#f4f6f8}
.part path,.ball{stroke:#7a8594;stroke-width:.8;stroke-linejoin:round}
.front{fill:#fff}.top{fill:#eceff3}.right{fill:#dde2e8}.ball{fill:#c0392b}
.envelope{fill:rgb(249 115 22/12%)}
.edge,.hidden{fill:none;stroke:#b93f0a;stroke-width:1.2;stroke-linejoin:round}
.hidden{stroke-width:.8;stroke-dasharray:3 2}
.dimension path{fill:none;stroke:#0b1118;stroke-width:.6}
.dimension .arrow{fill:#0b1118;stroke:none}
.dimension text{fill:#0b1118;font:650 12.5px Inter,'Helvetica Neue',Arial,sans-serif;font-variant-numeric:tabular-nums;paint-order:stroke;stroke:#f4f6f8;stroke-width:3px;stroke-linejoin:round}
`;
/**
 * Room for the dimension labels: a box's height at its left, its width under it, its depth at the
 * bottom right; a cylinder's length under it, its diameter at its right.
 */
const MARGINS = { box: { left: 46, right: 34, top: 6, bottom: 25 }, cylinder: { left: 6, right: 62, top: 6, bottom: 25 } };
const CIRCLE = 24;
/** How far a dimension line stands off what it measures, and its label off the line. */
const GAP = 7;
const LABEL = 5;

const pointsOf = (shape: Shape): Point3[] => {
  if (shape.type === 'block') return corners(shape.min, shape.max);
  if (shape.type === 'round') return roundCaps(shape).flat();
  if (shape.type === 'ball') return ring(shape.center, 1, shape.radius, 8);
  return [];
};

function roundCaps(shape: Extract<Shape, { type: 'round' }>): [Point3[], Point3[]] {
  const end = [...shape.center] as [number, number, number];
  end[shape.axis] += shape.length;
  const sides = shape.sides ?? CIRCLE;
  return [ring(shape.center, shape.axis, shape.radius, sides), ring(end, shape.axis, shape.radius, sides)];
}

function envelopePoints(envelope: Envelope): Point3[] {
  if (envelope.shape === 'box') return corners([0, 0, 0], envelope.size);
  const r = envelope.diameter / 2;
  return [ring([0, r, r], 0, r, CIRCLE), ring([envelope.length, r, r], 0, r, CIRCLE)].flat();
}

/** Which of a round part's two caps faces the viewer (front, right, top). */
const nearCap = (shape: Extract<Shape, { type: 'round' }>) => ((shape.axis === 1 ? -shape.length : shape.length) > 0 ? 1 : 0);

const fmt = (n: number) => String(Number(n.toFixed(1)));
const path = (points: readonly Point2[], close = true) => `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}${close ? 'Z' : ''}`;

function Drawing({ kind, size }: { kind: MachineKind; size: string }) {
  const { turned, numbers } = parseSize(size);
  const { envelope, parts } = machineParts(kind, numbers);
  if ((envelope.shape === 'cylinder') !== turned) throw new Error(`A ${kind} drawing needs a ${envelope.shape === 'cylinder' ? 'turning (Ø x length)' : 'travel (X x Y x Z)'} size, not "${size}".`);

  const everything = [...parts.flatMap(pointsOf), ...envelopePoints(envelope)].map(project);
  const [minX, maxX] = [Math.min(...everything.map((p) => p[0])), Math.max(...everything.map((p) => p[0]))];
  const [minY, maxY] = [Math.min(...everything.map((p) => p[1])), Math.max(...everything.map((p) => p[1]))];
  const MARGIN = MARGINS[envelope.shape];
  const room = { width: WIDTH - MARGIN.left - MARGIN.right, height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const scale = Math.min(room.width / (maxX - minX), room.height / (maxY - minY));
  const origin: Point2 = [MARGIN.left + (room.width - scale * (maxX - minX)) / 2 - scale * minX, MARGIN.top + (room.height - scale * (maxY - minY)) / 2 - scale * minY];
  const at = (point: Point3): Point2 => {
    const [x, y] = project(point);
    return [origin[0] + scale * x, origin[1] + scale * y];
  };

  const drawPart = (shape: Shape, key: number) => {
    if (shape.type === 'block') {
      const c = corners(shape.min, shape.max).map(at);
      return (
        <g key={key} className="part">
          {Object.entries(VISIBLE_FACES).map(([face, indices]) => (
            <path key={face} className={face} d={path(indices.map((i) => c[i]!))} />
          ))}
        </g>
      );
    }
    if (shape.type === 'round') {
      const caps = roundCaps(shape).map((cap) => cap.map(at));
      return (
        <g key={key} className="part">
          <path className="right" d={path(hull(caps.flat()))} />
          <path className="front" d={path(caps[nearCap(shape)]!)} />
        </g>
      );
    }
    if (shape.type === 'ball') {
      const [cx, cy] = at(shape.center);
      return <circle key={key} className="ball" cx={fmt(cx)} cy={fmt(cy)} r={fmt(scale * shape.radius)} />;
    }
    return <g key={key}>{drawEnvelope()}</g>;
  };

  function drawEnvelope() {
    if (envelope.shape === 'box') {
      const c = corners([0, 0, 0], envelope.size).map(at);
      const edges = (list: readonly (readonly [number, number])[]) => list.map(([a, b]) => path([c[a]!, c[b]!], false)).join('');
      return (
        <>
          <path className="envelope" d={path(hull(c))} />
          <path className="hidden" d={edges(HIDDEN_EDGES)} />
          <path className="edge" d={edges(VISIBLE_EDGES)} />
        </>
      );
    }
    const r = envelope.diameter / 2;
    const [far, near] = [ring([0, r, r], 0, r, CIRCLE).map(at), ring([envelope.length, r, r], 0, r, CIRCLE).map(at)];
    return (
      <>
        <path className="envelope" d={path(hull([...far, ...near]))} />
        <path className="hidden" d={path(far)} />
        <path className="edge" d={path(near)} />
      </>
    );
  }

  return (
    <>
      <rect className="paper" width={WIDTH} height={HEIGHT} />
      {parts.map(drawPart)}
      {dimensions(envelope, at, everything.map(([x, y]) => [origin[0] + scale * x, origin[1] + scale * y] as const))}
    </>
  );
}

/**
 * A dimension: extension lines, a line with arrowheads `GAP` clear of the whole drawing on the side
 * `normal` points to (as a draftsman keeps dimensions off the part), and its label.
 */
function Dimension({ from, to, normal, drawn, text }: { from: Point2; to: Point2; normal: Point2; drawn: readonly Point2[]; text: string }) {
  const clear = Math.max(0, ...drawn.map((p) => (p[0] - from[0]) * normal[0] + (p[1] - from[1]) * normal[1]));
  const off = (p: Point2, d: number): Point2 => [p[0] + normal[0] * d, p[1] + normal[1] * d];
  const [a, b] = [off(from, clear + GAP), off(to, clear + GAP)];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const along: Point2 = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  const arrow = (tip: Point2, sign: 1 | -1) => {
    const base: Point2 = [tip[0] + sign * along[0] * 4, tip[1] + sign * along[1] * 4];
    return path([tip, off(base, 1.4), off(base, -1.4)]);
  };
  const middle = off([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], LABEL);
  const anchor = normal[0] < -0.3 ? 'end' : normal[0] > 0.3 ? 'start' : 'middle';
  return (
    <g className="dimension">
      <path d={`${path([off(from, 2), off(from, clear + GAP + 2)], false)}${path([off(to, 2), off(to, clear + GAP + 2)], false)}${path([a, b], false)}`} />
      <path className="arrow" d={arrow(a, 1) + arrow(b, -1)} />
      <text x={fmt(middle[0])} y={fmt(middle[1])} textAnchor={anchor} dominantBaseline={normal[1] > 0.3 ? 'hanging' : 'central'}>
        {text}
      </text>
    </g>
  );
}

function dimensions(envelope: Envelope, at: (point: Point3) => Point2, drawn: readonly Point2[]) {
  if (envelope.shape === 'box') {
    const [w, d, h] = envelope.size;
    const [x, y, z] = envelope.axes;
    return (
      <>
        <Dimension from={at([0, 0, 0])} to={at([w, 0, 0])} normal={[0, 1]} drawn={drawn} text={`${x} ${fmt(w)}`} />
        <Dimension from={at([0, 0, 0])} to={at([0, 0, h])} normal={[-1, 0]} drawn={drawn} text={`${z} ${fmt(h)}`} />
        <Dimension from={at([w, 0, 0])} to={at([w, d, 0])} normal={[-DEPTH_DIRECTION[1], DEPTH_DIRECTION[0]]} drawn={drawn} text={`${y} ${fmt(d)}`} />
      </>
    );
  }
  const r = envelope.diameter / 2;
  const L = envelope.length;
  return (
    <>
      <Dimension from={at([0, r, 0])} to={at([L, r, 0])} normal={[0, 1]} drawn={drawn} text={fmt(L)} />
      <Dimension from={at([L, r, 0])} to={at([L, r, 2 * r])} normal={[1, 0]} drawn={drawn} text={`Ø ${fmt(envelope.diameter)}`} />
    </>
  );
}

/** The drawing file: every machine's drawing, one below the other, each with its <view>. */
export function drawingSheet(machines: { id: string; drawing: MachineKind; description?: string }[]): string {
  const drawn = machines.filter((machine) => machine.description);
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${HEIGHT * drawn.length}`} width={WIDTH} height={HEIGHT * drawn.length}>
      <style>{STYLE}</style>
      {drawn.map((machine, i) => (
        <view key={machine.id} id={`view-${machine.id}`} viewBox={`0 ${HEIGHT * i} ${WIDTH} ${HEIGHT}`} />
      ))}
      {drawn.map((machine, i) => (
        <g key={machine.id} id={`drawing-${machine.id}`} transform={`translate(0 ${HEIGHT * i})`}>
          <Drawing kind={machine.drawing} size={machine.description!} />
        </g>
      ))}
    </svg>,
  );
}
