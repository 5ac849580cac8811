import { renderToStaticMarkup } from 'react-dom/server';
import type { Box } from '../../build/shared/box.ts';
import { densityAt, SHOT_WIDTHS, type Crop, type Row } from './rows.ts';

/**
 * The shot list as one self-contained, printable HTML page: a photographer can work from it
 * without the project. A section a picture file: what it must show, whether it is a stand-in, its
 * size against the least that stays sharp, the name to save it under, and a row a place it is
 * shown, each width's crop drawn over the current picture with the text over it shaded.
 */

export interface ShotFile {
  /** The original, relative to the project root (assets/photos/x.jpg). */
  file: string;
  width: number;
  height: number;
  bytes: number;
  standIn: boolean;
  /** The subject the build crops by, in the original's pixels, and who said so. */
  subject?: { box: Box; from: string };
  /** Where the site names it (file:line), the string to change for a file under another name. */
  namedIn: string[];
  /** A small JPEG of it, as a data: URL. */
  thumbnail: string;
  rows: Row[];
}

const number = (n: number) => n.toLocaleString('en-US');
const size = (width: number, height: number) => `${number(width)} × ${number(height)} px`;
const idOf = (i: number) => `picture-${i}`;

const STYLE = `
  :root { font: 14px/1.45 system-ui, sans-serif; color: #1b1f24; }
  body { margin: 24px auto; max-width: 1180px; padding: 0 16px; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  h2 { font-size: 18px; margin: 0; }
  h3 { font-size: 14px; margin: 0 0 4px; }
  .intro { max-width: 80ch; }
  table { border-collapse: collapse; width: 100%; margin: 16px 0 32px; }
  th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #d0d5db; vertical-align: top; }
  .file { border-top: 2px solid #1b1f24; padding: 16px 0 8px; break-inside: avoid-page; }
  .file header { display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  .tag { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; background: #fde2d0; color: #7a2e00; }
  .tag.own { background: #d7f0dc; color: #14532d; }
  .warn { color: #9a3412; font-weight: 600; }
  .place { margin: 12px 0 0; break-inside: avoid; }
  .crops { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
  figure { margin: 0; }
  figure svg { display: block; width: 100%; height: auto; background: #eef0f2; }
  figcaption, .elsewhere { font-size: 12px; color: #4a525c; }
  .elsewhere { margin: 0; padding: 8px; border: 1px dashed #b8bec6; }
  .legend span { display: inline-block; width: 12px; height: 12px; vertical-align: -2px; margin: 0 4px 0 12px; }
  @media print { body { margin: 0; max-width: none; } .file { break-before: auto; } }
`;

/** The crop at one width over the picture: outside it dimmed, text over it shaded, the subject dashed. */
function CropPanel({ crop, shot, index }: { crop: Crop; shot: ShotFile; index: number }) {
  const { width: w, height: h } = shot;
  const stroke = Math.max(w, h) / 240;
  const shown = crop.shown;
  return (
    <figure>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`What ${crop.width} px screens show of ${shot.file}`}>
        <use href={`#${idOf(index)}`} />
        {shown && <path d={`M0 0H${w}V${h}H0Z M${shown.left} ${shown.top}h${shown.width}v${shown.height}h${-shown.width}Z`} fillRule="evenodd" fill="#000" fillOpacity={0.6} />}
        {crop.text.map((box, i) => (
          <rect key={i} x={box.left} y={box.top} width={box.width} height={box.height} fill="#e11d48" fillOpacity={0.45} />
        ))}
        {shot.subject && <rect x={shot.subject.box.left} y={shot.subject.box.top} width={shot.subject.box.width} height={shot.subject.box.height} fill="none" stroke="#facc15" strokeWidth={stroke} strokeDasharray={`${stroke * 4} ${stroke * 3}`} />}
        {shown && <rect x={shown.left} y={shown.top} width={shown.width} height={shown.height} fill="none" stroke="#fff" strokeWidth={stroke} />}
      </svg>
      <figcaption>
        <strong>{crop.width} px</strong>
        {shown ? ` · drawn ${crop.frame.width} × ${crop.frame.height} · ${number(crop.devicePixels)} device px (${densityAt(crop.width)}x) from ${number(shown.width)} px of the file` : ' · not shown'}
      </figcaption>
    </figure>
  );
}

function Place({ row, shot, index }: { row: Row; shot: ShotFile; index: number }) {
  return (
    <div className="place">
      <h3>
        {row.route} · {row.place}
      </h3>
      <p>
        Must show: {row.alt || 'nothing named (a decorative banner: no alt text); the subject the page is about'}
        {row.caption && row.caption !== row.alt ? ` Caption: ${row.caption}` : ''} · Sharp from {size(row.least.width, row.least.height)} ({row.least.where})
      </p>
      <div className="crops">
        {SHOT_WIDTHS.map((width) => {
          const crop = row.crops.find((candidate) => candidate.width === width);
          return crop ? <CropPanel key={width} crop={crop} shot={shot} index={index} /> : <p key={width} className="elsewhere"><strong>{width} px</strong> · this place shows another file here</p>;
        })}
      </div>
    </div>
  );
}

const leastOf = (shot: ShotFile) => shot.rows.reduce((most, row) => (row.least.width > most.width ? row.least : most), { width: 0, height: 0, where: '' });

function File({ shot, index }: { shot: ShotFile; index: number }) {
  const least = leastOf(shot);
  const short = shot.width < least.width;
  const name = shot.file.replace(/^assets\//, '');
  return (
    <section className="file" id={`file-${index}`}>
      <header>
        <h2>{shot.file}</h2>
        <span className={shot.standIn ? 'tag' : 'tag own'}>{shot.standIn ? 'stand-in: a render, to replace' : "the shop's photograph"}</span>
      </header>
      <p>
        Now {size(shot.width, shot.height)}, {number(Math.round(shot.bytes / 1024))} KB. <span className={short ? 'warn' : undefined}>Needs at least {size(least.width, least.height)}</span> at this shape
        {short ? ` (the current file has ${Math.round((shot.width / least.width) * 100)}% of that width, so it looks soft there)` : ''}; larger is better, any shape that holds every crop below.
        Save it as <code>{shot.file}</code> (or under any name in <code>assets/</code>, and change <code>'{name}'</code> in {shot.namedIn.join(', ') || 'the site module that names it'}).
        {shot.subject ? ` Subject: the dashed box (${shot.subject.from}).` : ''}
      </p>
      {shot.rows.map((row) => (
        <Place key={`${row.route} ${row.place}`} row={row} shot={shot} index={index} />
      ))}
    </section>
  );
}

export function shotListHtml(shots: ShotFile[], drawn: string[], site: string): string {
  const body = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{`Shot list: ${site}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <h1>Shot list: {site}</h1>
        <p className="intro">
          Every photograph the website shows, what it must show and where. Each place shows the picture as screens 375, 768, 1280 and 1920 px wide crop it: the white frame is what shows,
          <span className="legend">
            <span style={{ background: 'rgba(225,29,72,.45)' }} />
          </span>
          red is text, buttons or labels over it (keep the part clear of them), and the dashed yellow box is the subject the site crops by. Sizes are what stays sharp on a 3x phone and a 2x desktop
          screen. Save each photograph under its name into <code>assets/photos/</code> (JPEG, PNG, TIFF or an iPhone&apos;s HEIC; the site turns, converts and strips them) and build again.
        </p>
        <table>
          <thead>
            <tr>
              <th>file</th>
              <th>now</th>
              <th>needs at least</th>
              <th>places</th>
              <th>state</th>
            </tr>
          </thead>
          <tbody>
            {shots.map((shot, i) => {
              const least = leastOf(shot);
              return (
                <tr key={shot.file}>
                  <td>
                    <a href={`#file-${i}`}>{shot.file}</a>
                  </td>
                  <td>{size(shot.width, shot.height)}</td>
                  <td className={shot.width < least.width ? 'warn' : undefined}>{size(least.width, least.height)}</td>
                  <td>{shot.rows.length}</td>
                  <td>{shot.standIn ? 'stand-in' : "the shop's"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
          <defs>
            {shots.map((shot, i) => (
              <symbol key={shot.file} id={idOf(i)} viewBox={`0 0 ${shot.width} ${shot.height}`}>
                <image href={shot.thumbnail} width={shot.width} height={shot.height} />
              </symbol>
            ))}
          </defs>
        </svg>
        {shots.map((shot, i) => (
          <File key={shot.file} shot={shot} index={i} />
        ))}
        {drawn.length > 0 && (
          <section className="file">
            <h2>Drawn by the build: nothing to shoot</h2>
            <p>{drawn.join(', ')}: made from the content each build (README, Pictures); a file saved under the same name in assets/ replaces one.</p>
          </section>
        )}
      </body>
    </html>
  );
  return `<!doctype html>\n${renderToStaticMarkup(body)}\n`;
}
