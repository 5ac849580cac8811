"""Writes where each shot's subject lies in its frame, for the site's art direction.

    blender -b --factory-startup --python scripts/render/subjects.py -- [shot ...]

Builds each shot's scene as render.py does, without rendering, and projects its subject through
the camera: every vertex of the parts (each mesh and text but the studio's sweep and granite), or
of the objects the shot names as its subject (`Shot(subject=...)`), or the corners of a box the
shot gives in the scene's coordinates; a texture's shot (a face, a pattern) names the share of
its frame that holds what it is of. Output: .cache/renders/subjects.json, the box of each
shot's subject in its picture's pixels ({left, top, width, height}), which stand-ins.ts records in
assets/stand-ins.json beside the pictures' content hashes.
"""
import json
import os
import sys

import bpy
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from kit import stage  # noqa: E402
from shots import SHOTS  # noqa: E402

OUT = os.path.join(HERE, "..", "..", ".cache", "renders", "subjects.json")
STUDIO = {"sweep", "granite"}


def subject_points(shot):
    """The subject's points in world coordinates, an N x 3 array."""
    if shot.subject and shot.subject[0] == "box":
        (x0, y0, z0), (x1, y1, z1) = shot.subject[1], shot.subject[2]
        return np.array([(x, y, z) for x in (x0, x1) for y in (y0, y1) for z in (z0, z1)], dtype=float)
    return object_points(shot.subject)


def object_points(names):
    """Every vertex of the parts, or of the objects whose names start with one of `names`."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    chunks = []
    for obj in bpy.context.scene.objects:
        if obj.type not in {"MESH", "CURVE", "FONT"} or obj.name in STUDIO:
            continue
        if names and not any(obj.name.startswith(name) for name in names):
            continue
        evaluated = obj.evaluated_get(depsgraph)
        mesh = evaluated.to_mesh()
        local = np.empty(len(mesh.vertices) * 3)
        mesh.vertices.foreach_get("co", local)
        evaluated.to_mesh_clear()
        local = local.reshape(-1, 3)
        matrix = np.array(evaluated.matrix_world)
        chunks.append(local @ matrix[:3, :3].T + matrix[:3, 3])
    return np.concatenate(chunks) if chunks else np.empty((0, 3))


def project(points):
    """bpy_extras.object_utils.world_to_camera_view for many points: x, y in 0..1 from the
    frame's bottom left, and their depth in front of the lens."""
    scene = bpy.context.scene
    camera = scene.camera
    inverse = np.array(camera.matrix_world.normalized().inverted())
    local = points @ inverse[:3, :3].T + inverse[:3, 3]
    depth = -local[:, 2]
    frame = camera.data.view_frame(scene=scene)
    distance = -frame[0].z
    scale = depth / distance
    x = (local[:, 0] - frame[2].x * scale) / ((frame[1].x - frame[2].x) * scale)
    y = (local[:, 1] - frame[1].y * scale) / ((frame[0].y - frame[1].y) * scale)
    return x, y, depth


def main(argv):
    names = [a for a in argv if not a.startswith("--")] or list(SHOTS)
    found = {}
    if os.path.exists(OUT):
        with open(OUT) as known:
            found = json.load(known)
    for name in names:
        shot = SHOTS[name]
        stage.reset()
        shot.build()
        width, height = shot.size
        stage.settings(width, height, 1, shot.exposure)
        bpy.context.view_layer.update()  # the camera's matrix, after aiming it
        if shot.subject and shot.subject[0] == "frame":
            fl, ft, fw, fh = shot.subject[1:]
            left, right, top, bottom = fl * width, (fl + fw) * width, ft * height, (ft + fh) * height
        else:
            x, y, depth = project(subject_points(shot))
            seen = depth > 0
            x, y = np.clip(x[seen], 0, 1), np.clip(y[seen], 0, 1)
            left, right, top, bottom = x.min() * width, x.max() * width, (1 - y.max()) * height, (1 - y.min()) * height
        found[name] = {"left": round(left), "top": round(top), "width": round(right - left), "height": round(bottom - top)}
        print("subject %s %s" % (name, json.dumps(found[name])), flush=True)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as out:
        json.dump(found, out, indent=1, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else [])
