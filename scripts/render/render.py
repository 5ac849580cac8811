"""Renders the site's pictures with Blender's Cycles.

    blender -b --factory-startup --python scripts/render/render.py -- [--preview] [shot ...]

With no shot names every shot is rendered; --preview renders at a third of the width and height
with 8 samples, for framing. Output: .cache/renders/<folder>/<shot>.png (16-bit), which
scripts/render/finish.ts turns into assets/<folder>/<shot>.jpg.
"""
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from kit import stage  # noqa: E402
from shots import SHOTS  # noqa: E402

OUT = os.path.join(HERE, "..", "..", ".cache", "renders")


def main(argv):
    preview = "--preview" in argv
    names = [a for a in argv if not a.startswith("--")] or list(SHOTS)
    unknown = [n for n in names if n not in SHOTS]
    if unknown:
        sys.exit("unknown shot(s): %s; known: %s" % (", ".join(unknown), ", ".join(SHOTS)))
    for name in names:
        shot = SHOTS[name]
        started = time.time()
        stage.reset()
        shot.build()
        # Rendered larger than the site needs (shot.scale) and scaled down by finish.ts, which
        # also filters the grain away, guided by the passes stage.guides writes.
        width, height = round(shot.size[0] * shot.scale), round(shot.size[1] * shot.scale)
        samples = shot.samples
        if preview:
            width, height, samples = shot.size[0] // 3, shot.size[1] // 3, 8
        stage.settings(width, height, samples, shot.exposure)
        stem = name + (".preview" if preview else "")
        folder = os.path.join(OUT, shot.folder)
        os.makedirs(folder, exist_ok=True)
        stage.guides(folder, stem)
        with open(os.path.join(folder, stem + ".json"), "w") as size:
            json.dump({"width": shot.size[0] // (3 if preview else 1), "height": shot.size[1] // (3 if preview else 1)}, size)
        stage.render(os.path.join(folder, stem + ".png"))
        print("rendered %s (%dx%d, %d samples) in %.0f s" % (name, width, height, samples, time.time() - started), flush=True)


if __name__ == "__main__":
    argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    main(argv)
