"""The pieces machine tools are built from (machines.py): paint schemes, the sheet-metal enclosure
with its sliding doors and lit work zone, the control pendant, the stack light, a spindle head,
coolant hose, a T-slot table and a vise with a part in it.

Dimensions are metres; fronts face -Y.
"""
import math

from mathutils import Vector

from . import materials as M
from . import parts as P
from . import shapes as S

WHITE = (0.78, 0.79, 0.8)
GREY = (0.36, 0.37, 0.39)
CHARCOAL = (0.035, 0.037, 0.04)


class Scheme:
    def __init__(self, body, trim, accent, lower):
        self.body = M.paint("body %s" % (body,), body)
        self.trim = M.paint("trim %s" % (trim,), trim, 0.45)
        self.accent = M.paint("accent %s" % (accent,), accent, 0.35)
        self.lower = M.paint("lower %s" % (lower,), lower, 0.42)


# Paint schemes (body, trim, accent) in the spirit of each maker's colours; built per scene,
# since materials do not outlive a scene reset.
SCHEMES = {
    "haas": ((0.72, 0.73, 0.74), CHARCOAL, (0.45, 0.02, 0.02), (0.42, 0.43, 0.45)),
    "okuma": ((0.62, 0.66, 0.63), (0.07, 0.09, 0.12), (0.05, 0.16, 0.38), (0.12, 0.16, 0.22)),
    "mazak": ((0.74, 0.74, 0.73), (0.03, 0.03, 0.03), (0.5, 0.22, 0.02), (0.06, 0.06, 0.065)),
    "citizen": ((0.68, 0.66, 0.6), (0.25, 0.27, 0.28), (0.05, 0.25, 0.2), (0.3, 0.32, 0.33)),
    "dmg": ((0.52, 0.53, 0.54), (0.03, 0.035, 0.04), (0.02, 0.02, 0.02), (0.08, 0.085, 0.09)),
}


def scheme(name):
    return Scheme(*SCHEMES[name])


def label(text, x, y, z, size=0.07, colour=(0.85, 0.86, 0.87)):
    """Raised lettering facing -Y (a model badge), in Blender's built-in font."""
    import bpy
    curve = bpy.data.curves.new("label " + text, "FONT")
    curve.body = text
    curve.size = size
    curve.extrude = 0.002
    curve.align_x = "LEFT"
    obj = bpy.data.objects.new("label " + text, curve)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = (x, y, z)
    obj.rotation_euler = (math.pi / 2, 0, 0)
    obj.data.materials.append(M.paint("lettering %s" % (colour,), colour, 0.4))
    return obj


def pendant(scheme, x, y, z, tilt=0.0):
    """The control: a housing with a lit screen, key rows and a red emergency stop."""
    parts = [S.box("pendant", (0.5, 0.12, 0.62), (0, 0, 0), scheme.trim, bevel=0.02)]
    parts.append(S.box("screen", (0.36, 0.01, 0.26), (0, -0.062, 0.12), M.screen(), bevel=0.003))
    for row in range(4):
        for col in range(9):
            parts.append(S.box("key", (0.03, 0.012, 0.022), (-0.16 + col * 0.04, -0.063, -0.06 - row * 0.034), M.paint("keys", (0.55, 0.56, 0.58), 0.5), bevel=0.003))
    parts.append(S.cylinder("e-stop", 0.022, 0.03, (0.19, -0.07, -0.23), M.paint("e-stop red", (0.55, 0.02, 0.01), 0.3), rot=(math.pi / 2, 0, 0), bevel=0.006))
    parts.append(S.cylinder("feed knob", 0.025, 0.02, (-0.17, -0.066, -0.23), M.rubber(), rot=(math.pi / 2, 0, 0), bevel=0.004))
    return S.group("pendant", parts, (x, y, z), (tilt, 0, 0))


def stack_light(x, y, z):
    pole = S.cylinder("stack pole", 0.012, 0.12, (0, 0, 0.06), M.chrome())
    colours = [((0.05, 0.5, 0.08), 6.0), ((0.6, 0.4, 0.02), 0.0), ((0.5, 0.03, 0.02), 0.0)]
    segs = []
    for i, (colour, glow) in enumerate(colours):
        mat = M.emission("lamp %d" % i, colour, glow) if glow else M.dielectric("lamp off %d" % i, colour, 0.2)
        segs.append(S.cylinder("lamp", 0.032, 0.06, (0, 0, 0.15 + i * 0.062), mat, bevel=0.002))
    segs.append(S.cylinder("lamp cap", 0.032, 0.02, (0, 0, 0.15 + 3 * 0.062 - 0.02), M.paint("cap", (0.1, 0.1, 0.1)), bevel=0.004))
    return S.group("stack light", [pole] + segs, (x, y, z))


def enclosure(scheme, w, d, h, door_w, door_z, door_h, door_x=0.0, doors=2, window_tint=(0.8, 0.86, 0.84), model=""):
    """Cabinet, walls around a work zone, sliding doors with windows; returns (objects, zone bounds)."""
    objs = []
    fy = -d / 2
    objs.append(S.box("toe kick", (w - 0.1, d - 0.1, 0.1), (0, 0, 0.05), M.paint("toe", (0.05, 0.05, 0.05)), bevel=0.005))
    objs.append(S.box("cabinet", (w, d, door_z - 0.1), (0, 0, 0.1 + (door_z - 0.1) / 2), scheme.lower, bevel=0.02))
    objs.append(S.box("nameplate", (0.36, 0.01, 0.09), (w / 2 - 0.45, fy - 0.004, door_z * 0.62), scheme.trim, bevel=0.003))
    for i in range(6):
        objs.append(S.box("vent slot", (0.24, 0.008, 0.012), (-w / 2 + 0.3, fy - 0.003, door_z * 0.35 + i * 0.03), M.paint("vent", (0.02, 0.02, 0.02), 0.6), bevel=0.002))
    top = h - (door_z + door_h)
    objs.append(S.box("header", (w, d, top), (0, 0, h - top / 2), scheme.body, bevel=0.02))
    objs.append(S.box("stripe", (w + 0.004, 0.02, 0.06), (0, fy - 0.002, h - top * 0.45), scheme.trim, bevel=0.004))
    objs.append(S.box("accent", (0.5, 0.022, 0.02), (-w / 2 + 0.35, fy - 0.003, h - top * 0.45 - 0.055), scheme.accent, bevel=0.003))
    if model:
        objs.append(label(model, w / 2 - 0.15 - 0.052 * len(model), fy - 0.013, h - top * 0.45 - 0.025, 0.075, (0.9, 0.91, 0.92)))
    left = door_x - door_w / 2 + w / 2
    right = w / 2 - (door_x + door_w / 2)
    zc = door_z + door_h / 2
    if left > 0.01:
        objs.append(S.box("side left", (left, d, door_h), (-w / 2 + left / 2, 0, zc), scheme.body, bevel=0.015))
    if right > 0.01:
        objs.append(S.box("side right", (right, d, door_h), (w / 2 - right / 2, 0, zc), scheme.body, bevel=0.015))
    # The work zone: a recess the depth of the machine's front half, lined with stainless sheet.
    liner = M.metal("enclosure liner", (0.5, 0.5, 0.5), 0.45, None)
    zone_d = d * 0.55
    back_y = fy + zone_d
    objs.append(S.box("zone back", (door_w, 0.02, door_h), (door_x, back_y, zc), liner, bevel=0))
    objs.append(S.box("zone roof", (door_w, zone_d, 0.02), (door_x, fy + zone_d / 2, door_z + door_h - 0.01), liner, bevel=0))
    objs.append(S.box("zone floor", (door_w, zone_d, 0.02), (door_x, fy + zone_d / 2, door_z + 0.01), liner, bevel=0))
    objs.append(S.box("zone lamp", (door_w * 0.5, 0.03, 0.015), (door_x, fy + zone_d * 0.5, door_z + door_h - 0.03), M.emission("work lamp", (1, 0.97, 0.92), 6), bevel=0))
    # Doors: frames sliding on the front, one half open so the work shows through glass and gap.
    panel_w = door_w / doors
    for i in range(doors):
        shift = -panel_w * 0.55 if (doors == 2 and i == 0) else 0.0
        x = door_x - door_w / 2 + panel_w * (i + 0.5) + shift
        y = fy - 0.035 - 0.03 * i
        objs.extend(door(scheme, x, y, zc, panel_w + 0.04, door_h + 0.04, window_tint))
    return objs, (door_x, fy + zone_d / 2, door_z, door_w, zone_d, door_h)


def door(scheme, x, y, z, w, h, tint):
    frame = 0.07
    parts = [
        S.box("door top", (w, 0.035, frame), (x, y, z + h / 2 - frame / 2), scheme.body, bevel=0.008),
        S.box("door bottom", (w, 0.035, frame * 1.6), (x, y, z - h / 2 + frame * 0.8), scheme.body, bevel=0.008),
        S.box("door left", (frame, 0.035, h), (x - w / 2 + frame / 2, y, z), scheme.body, bevel=0.008),
        S.box("door right", (frame, 0.035, h), (x + w / 2 - frame / 2, y, z), scheme.body, bevel=0.008),
        S.box("window", (w - frame * 1.6, 0.008, h - frame * 2.4), (x, y, z + frame * 0.2), M.window_glass(tint), bevel=0),
        S.box("handle", (0.03, 0.05, 0.36), (x + w / 2 - frame * 1.4, y - 0.04, z - 0.02), scheme.trim, bevel=0.008),
    ]
    return parts


def spindle_head(scheme, x, y, z_bottom, tool=True):
    """A vertical spindle head: a casting with the spindle nose and a tool in its holder."""
    objs = [S.box("head casting", (0.32, 0.36, 0.5), (x, y + 0.05, z_bottom + 0.33), M.paint("head", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
    objs += coolant_line((x - 0.13, y - 0.1, z_bottom + 0.08), (x - 0.05, y - 0.04, z_bottom - 0.04), 0.05)
    objs += coolant_line((x + 0.13, y - 0.1, z_bottom + 0.08), (x + 0.06, y - 0.03, z_bottom - 0.03), 0.05, (0.6, 0.25, 0.02))
    objs.append(S.cylinder("spindle nose", 0.075, 0.08, (x, y, z_bottom + 0.04), M.tool_steel(), bevel=0.004))
    if tool:
        objs.append(P.tool_holder("holder", (x, y, z_bottom - 0.055), 0.008))
    return objs


def coolant_line(start, end, sag=0.08, colour=(0.05, 0.2, 0.6)):
    """A segmented plastic coolant hose from start to end, bowed outwards, ending in a nozzle."""
    mat = M.dielectric("coolant hose %s" % (colour,), colour, 0.3)
    sx, sy, sz = start
    ex, ey, ez = end
    # Links 11 mm long, 9 mm apart along the bow: each sits in the next, as the real hose's do
    # (a fixed count strung a long hose out into loose beads).
    chord = Vector(end) - Vector(start)
    segments = max(8, math.ceil(chord.length * (1 + 2.7 * (sag / max(chord.length, 1e-6)) ** 2) / 0.009))

    def point(t):
        bow = 4 * t * (1 - t) * sag
        return Vector((sx + (ex - sx) * t, sy + (ey - sy) * t - bow, sz + (ez - sz) * t + bow * 0.5))

    objs = []
    for i in range(segments + 1):
        t = i / segments
        tangent = point(min(1, t + 0.01)) - point(max(0, t - 0.01))
        rot = tangent.to_track_quat("Z", "Y").to_euler()
        # Each link is a ball with a short collar, as segmented coolant hose is.
        objs.append(S.cylinder("hose link", 0.0072, 0.011, tuple(point(t)), mat, rot=tuple(rot), verts=20, radius_top=0.0055, bevel=0.002))
    objs.append(S.cylinder("nozzle", 0.004, 0.02, (ex, ey, ez - 0.01), M.paint("nozzle", (0.7, 0.3, 0.02), 0.3), verts=16, radius_top=0.006, bevel=0))
    return objs


def table(x, y, z, w, d):
    """A machine table: ground cast iron with T-slots."""
    top = S.box("table", (w, d, 0.08), (x, y, z - 0.04), M.cast_iron(), bevel=0.004)
    for i in range(3):
        slot = S.box("t-slot", (w * 1.1, 0.018, 0.05), (x, y - d / 3 + i * d / 3, z), None, bevel=0)
        S.cut(top, slot)
    return [top]


def vise(x, y, z, part_mat=None, part="housing"):
    steel = M.paint("vise", (0.12, 0.16, 0.24), 0.45)
    objs = [S.box("vise body", (0.14, 0.38, 0.09), (x, y, z + 0.045), steel, bevel=0.006)]
    objs.append(S.box("fixed jaw", (0.14, 0.05, 0.05), (x, y + 0.08, z + 0.115), M.tool_steel(), bevel=0.003))
    objs.append(S.box("moving jaw", (0.14, 0.05, 0.05), (x, y - 0.05, z + 0.115), M.tool_steel(), bevel=0.003))
    objs.append(S.cylinder("screw end", 0.02, 0.06, (x, y - 0.21, z + 0.05), M.tool_steel(), rot=(math.pi / 2, 0, 0)))
    if part == "housing":
        objs.append(P.housing("vise part", part_mat, (0.13, 0.08, 0.04), (x, y + 0.015, z + 0.1)))
    elif part == "manifold":
        objs.append(P.manifold("vise part", part_mat, (0.12, 0.08, 0.05), (x, y + 0.015, z + 0.1)))
    return objs
