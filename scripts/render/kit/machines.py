"""Machine tools as a shop photographs them: painted sheet-metal enclosures with sliding doors and
windows, a control pendant, a stack light, and inside, the working parts that tell one kind from
another (a table and vise, a trunnion, a chuck and turret, a guide bushing, a pallet and tombstone).

Every machine stands on z = 0, centred on x = 0, its front facing -Y. Dimensions are metres.
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


def _scheme(name):
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


def _pendant(scheme, x, y, z, tilt=0.0):
    """The control: a housing with a lit screen, key rows and a red emergency stop."""
    parts = [S.box("pendant", (0.5, 0.12, 0.62), (0, 0, 0), scheme.trim, bevel=0.02)]
    parts.append(S.box("screen", (0.36, 0.01, 0.26), (0, -0.062, 0.12), M.screen(), bevel=0.003))
    for row in range(4):
        for col in range(9):
            parts.append(S.box("key", (0.03, 0.012, 0.022), (-0.16 + col * 0.04, -0.063, -0.06 - row * 0.034), M.paint("keys", (0.55, 0.56, 0.58), 0.5), bevel=0.003))
    parts.append(S.cylinder("e-stop", 0.022, 0.03, (0.19, -0.07, -0.23), M.paint("e-stop red", (0.55, 0.02, 0.01), 0.3), rot=(math.pi / 2, 0, 0), bevel=0.006))
    parts.append(S.cylinder("feed knob", 0.025, 0.02, (-0.17, -0.066, -0.23), M.rubber(), rot=(math.pi / 2, 0, 0), bevel=0.004))
    return S.group("pendant", parts, (x, y, z), (tilt, 0, 0))


def _stack_light(x, y, z):
    pole = S.cylinder("stack pole", 0.012, 0.12, (0, 0, 0.06), M.chrome())
    colours = [((0.05, 0.5, 0.08), 6.0), ((0.6, 0.4, 0.02), 0.0), ((0.5, 0.03, 0.02), 0.0)]
    segs = []
    for i, (colour, glow) in enumerate(colours):
        mat = M.emission("lamp %d" % i, colour, glow) if glow else M.dielectric("lamp off %d" % i, colour, 0.2)
        segs.append(S.cylinder("lamp", 0.032, 0.06, (0, 0, 0.15 + i * 0.062), mat, bevel=0.002))
    segs.append(S.cylinder("lamp cap", 0.032, 0.02, (0, 0, 0.15 + 3 * 0.062 - 0.02), M.paint("cap", (0.1, 0.1, 0.1)), bevel=0.004))
    return S.group("stack light", [pole] + segs, (x, y, z))


def _enclosure(scheme, w, d, h, door_w, door_z, door_h, door_x=0.0, doors=2, window_tint=(0.8, 0.86, 0.84), model=""):
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
        objs.extend(_door(scheme, x, y, zc, panel_w + 0.04, door_h + 0.04, window_tint))
    return objs, (door_x, fy + zone_d / 2, door_z, door_w, zone_d, door_h)


def _door(scheme, x, y, z, w, h, tint):
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


def _spindle_head(scheme, x, y, z_bottom, tool=True):
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
    segments = 22

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


def _table(x, y, z, w, d):
    """A machine table: ground cast iron with T-slots."""
    top = S.box("table", (w, d, 0.08), (x, y, z - 0.04), M.cast_iron(), bevel=0.004)
    for i in range(3):
        slot = S.box("t-slot", (w * 1.1, 0.018, 0.05), (x, y - d / 3 + i * d / 3, z), None, bevel=0)
        S.cut(top, slot)
    return [top]


def _vise(x, y, z, part_mat=None, part="housing"):
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


def vmc(scheme="haas", w=2.9, d=2.4, h=2.7, door_w=1.55, with_part=True, model="VF-4SS"):
    """A vertical machining center: table and vise, vertical spindle, side tool carousel."""
    sc = _scheme(scheme)
    objs, (zx, zy, zz, zw, zd, zh) = _enclosure(sc, w, d, h, door_w, 1.0, 0.95, door_x=-0.15, model=model)
    objs += _table(zx, zy, zz + 0.16, zw * 0.8, zd * 0.5)
    objs += [S.box("table saddle", (zw * 0.5, zd * 0.5, 0.12), (zx, zy, zz + 0.06), M.paint("saddle", (0.2, 0.21, 0.22), 0.5), bevel=0.01)]
    objs += _vise(zx - 0.1, zy, zz + 0.16, None, "housing" if with_part else None)
    objs += _spindle_head(sc, zx - 0.1, zy + 0.015, zz + 0.5)
    objs.append(S.cylinder("tool carousel", 0.36, 0.34, (-w / 2 - 0.1, 0.15, h - 0.75), sc.lower, rot=(0, math.pi / 2, 0), bevel=0.03))
    objs.append(_pendant(sc, w / 2 - 0.25, -d / 2 - 0.22, 1.55, tilt=math.radians(-8)))
    objs.append(S.box("pendant arm", (0.06, 0.25, 0.06), (w / 2 - 0.25, -d / 2 - 0.08, 1.9), sc.trim, bevel=0.01))
    objs.append(_stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("chip conveyor", (0.5, 0.9, 0.8), (w / 2 - 0.45, d / 2 + 0.4, 0.5), sc.trim, bevel=0.02, rot=(math.radians(-20), 0, 0)))
    return objs


def five_axis(scheme="haas"):
    """A 5-axis trunnion machine: the cradle tilts a rotary platter under a vertical spindle."""
    sc = _scheme(scheme)
    w, d, h = 3.0, 2.7, 2.8
    objs, (zx, zy, zz, zw, zd, zh) = _enclosure(sc, w, d, h, 1.7, 0.95, 1.05, door_x=-0.1, window_tint=(0.86, 0.9, 0.88), model="UMC-750")
    objs += trunnion(zx - 0.05, zy, zz + 0.02, tilt=math.radians(-20))
    objs += _spindle_head(sc, zx - 0.05, zy + 0.02, zz + 0.58)
    objs.append(_pendant(sc, w / 2 - 0.25, -d / 2 - 0.22, 1.55, tilt=math.radians(-8)))
    objs.append(S.box("pendant arm", (0.06, 0.25, 0.06), (w / 2 - 0.25, -d / 2 - 0.08, 1.9), sc.trim, bevel=0.01))
    objs.append(_stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("tool magazine", (0.5, 1.2, 1.7), (-w / 2 - 0.25, 0.3, 1.1), sc.body, bevel=0.03))
    return objs


def trunnion(x, y, z, tilt=0.0, part=True):
    """Trunnion table: two uprights, a tilting cradle and a rotary platter with a part clamped on it."""
    iron = M.paint("trunnion", (0.045, 0.05, 0.055), 0.35)
    objs = [S.box("upright left", (0.12, 0.3, 0.32), (x - 0.32, y, z + 0.16), iron, bevel=0.015),
            S.box("upright right", (0.16, 0.3, 0.32), (x + 0.34, y, z + 0.16), iron, bevel=0.015)]
    cradle_parts = [S.box("cradle", (0.5, 0.26, 0.06), (0, 0, -0.07), iron, bevel=0.01),
                    S.box("cradle cheek l", (0.05, 0.26, 0.14), (-0.25, 0, 0), iron, bevel=0.01),
                    S.box("cradle cheek r", (0.05, 0.26, 0.14), (0.25, 0, 0), iron, bevel=0.01),
                    S.cylinder("platter", 0.12, 0.04, (0, 0, -0.02), M.cast_iron(), bevel=0.003)]
    if part:
        cradle_parts.append(P.flange("trunnion part", M.aluminum_turned(), 0.07, 0.025, (0, 0, 0.0)))
    cradle = S.group("cradle assembly", cradle_parts, (x, y, z + 0.25), (0, tilt, 0))
    objs.append(cradle)
    return objs


def lathe(scheme="okuma", w=2.7, d=1.9, h=2.0, twin=False, model="LB3000 EX II"):
    """A slant-bed lathe: chuck and part on the left, turret on the right, door over both."""
    sc = _scheme(scheme)
    door_w = 1.6 if not twin else 2.3
    objs, (zx, zy, zz, zw, zd, zh) = _enclosure(sc, w, d, h, door_w, 0.85, 0.85, door_x=-0.2, doors=1 if not twin else 2, model=model)
    cy = zy + 0.05
    cz = zz + 0.42
    objs += [S.box("headstock", (0.3, 0.4, 0.5), (zx - zw / 2 + 0.15, cy + 0.1, cz), M.paint("headstock", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
    objs += chuck(zx - zw / 2 + 0.3, cy, cz, facing=1)
    objs.append(P.shaft("lathe part", M.stainless(), 0.16, 0.022, (zx - zw / 2 + 0.43, cy, cz), (0, math.pi / 2, 0), threaded=False))
    if twin:
        objs += [S.box("sub headstock", (0.3, 0.4, 0.5), (zx + zw / 2 - 0.15, cy + 0.1, cz), M.paint("headstock", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
        objs += chuck(zx + zw / 2 - 0.3, cy, cz, facing=-1, radius=0.11)
    objs += turret(zx + (0.25 if not twin else 0.05), cy + 0.2, cz + 0.12)
    objs.append(_pendant(sc, w / 2 - 0.32, -d / 2 - 0.09, 1.35, tilt=math.radians(-10)))
    objs.append(_stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("chip conveyor", (0.5, 1.0, 0.9), (w / 2 + 0.2, d / 2 - 0.2, 0.55), sc.trim, bevel=0.02, rot=(0, math.radians(20), 0)))
    return objs


def chuck(x, y, z, facing=1, radius=0.13):
    """A three-jaw chuck on the spindle axis (along X), facing +X (facing=1) or -X."""
    steel = M.tool_steel()
    body = S.cylinder("chuck body", radius, 0.1, (0, 0, 0), steel, bevel=0.004)
    jaws = []
    for i in range(3):
        a = 2 * math.pi * i / 3 + 0.3
        jaws.append(S.box("jaw", (0.035, radius * 0.55, 0.05), (math.cos(a) * radius * 0.55, math.sin(a) * radius * 0.55, 0.07), M.tool_steel(), bevel=0.003, rot=(0, 0, a - math.pi / 2)))
    group = S.group("chuck", [body] + jaws, (x, y, z), (0, facing * math.pi / 2, 0))
    return [group]


def turret(x, y, z, stations=12):
    """A bolt-on turret disc with tool blocks and inserts."""
    dark = M.paint("turret", (0.22, 0.23, 0.24), 0.4)
    disc = S.cylinder("turret disc", 0.19, 0.12, (0, 0, 0), dark, verts=stations, bevel=0.006)
    tools = []
    for i in range(stations):
        a = 2 * math.pi * i / stations
        tools.append(S.box("tool block", (0.06, 0.05, 0.05), (math.cos(a) * 0.2, math.sin(a) * 0.2, -0.08), M.tool_steel(), bevel=0.003, rot=(0, 0, a)))
    return [S.group("turret", [disc] + tools, (x, y, z), (math.radians(-90), 0, 0))]


def swiss(scheme="citizen"):
    """A Swiss-type lathe: a long narrow machine with a bar feeder behind its headstock."""
    sc = _scheme(scheme)
    w, d, h = 2.1, 1.25, 1.75
    objs, (zx, zy, zz, zw, zd, zh) = _enclosure(sc, w, d, h, 1.1, 0.9, 0.6, door_x=0.1, doors=1, model="L20")
    objs.append(S.cylinder("guide bushing", 0.05, 0.12, (zx - 0.1, zy + 0.05, zz + 0.3), M.tool_steel(), rot=(0, math.pi / 2, 0)))
    objs.append(P.pin("swiss part", M.stainless(), 0.06, 0.006, (zx - 0.04, zy + 0.05, zz + 0.3), (0, math.pi / 2, 0)))
    for i in range(5):
        objs.append(S.box("gang tool", (0.016, 0.12, 0.016), (zx + 0.02, zy + 0.05 - 0.12 + i * 0.05, zz + 0.22), M.tool_steel(), bevel=0.002))
    objs.append(_pendant(sc, w / 2 - 0.1, -d / 2 - 0.1, 1.3, tilt=math.radians(-10)))
    objs.append(_stack_light(w / 2 - 0.2, d / 2 - 0.2, h))
    feeder_len = 3.4
    fx = -w / 2 - feeder_len / 2
    objs.append(S.box("bar feeder", (feeder_len, 0.5, 0.5), (fx, 0.1, 1.05), sc.body, bevel=0.03))
    objs.append(S.box("bar feeder lid", (feeder_len - 0.1, 0.52, 0.08), (fx, 0.1, 1.3), sc.trim, bevel=0.02))
    for lx in (fx - feeder_len * 0.4, fx + feeder_len * 0.4):
        objs.append(S.box("feeder leg", (0.08, 0.4, 0.8), (lx, 0.1, 0.4), sc.trim, bevel=0.01))
    objs.append(S.box("feeder panel", (0.3, 0.02, 0.2), (fx + 1.1, -0.16, 1.1), M.screen(), bevel=0.005))
    return objs


def hmc(scheme="dmg"):
    """A horizontal machining center: tall enclosure, horizontal spindle, and a two-pallet changer
    in front with a tombstone of parts waiting on the load station."""
    sc = _scheme(scheme)
    w, d, h = 2.8, 3.6, 3.0
    objs, (zx, zy, zz, zw, zd, zh) = _enclosure(sc, w, d, h, 1.6, 1.0, 1.2, door_x=0.2, model="NHX 5000")
    objs.append(S.box("column", (0.6, 0.3, 1.1), (zx, zy + zd * 0.35, zz + 0.55), M.paint("column", (0.2, 0.21, 0.22), 0.5), bevel=0.02))
    objs.append(S.cylinder("h spindle", 0.08, 0.25, (zx, zy + zd * 0.15, zz + 0.7), M.tool_steel(), rot=(math.pi / 2, 0, 0)))
    objs += tombstone(zx, zy - 0.1, zz + 0.05, 0.6)
    # Load station outside the door: a pallet on a rotating base with a second tombstone.
    station_x = -w / 2 + 0.2
    objs.append(S.box("pallet base", (0.9, 0.9, 0.9), (station_x - 0.55, -d / 2 - 0.6, 0.45), sc.body, bevel=0.03))
    objs.append(S.box("pallet", (0.6, 0.6, 0.06), (station_x - 0.55, -d / 2 - 0.6, 0.93), M.cast_iron(), bevel=0.004))
    objs += tombstone(station_x - 0.55, -d / 2 - 0.6, 0.96, 0.55)
    objs.append(_pendant(sc, w / 2 + 0.3, -d / 2 + 0.2, 1.5))
    objs.append(_stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    return objs


def tombstone(x, y, z, height):
    """A four-sided fixture column with parts clamped on its faces."""
    iron = M.paint("tombstone", (0.16, 0.22, 0.32), 0.45)
    objs = [S.box("tombstone", (0.26, 0.26, height), (x, y, z + height / 2), iron, bevel=0.008)]
    for row in range(2):
        pz = z + height * (0.3 + 0.42 * row)
        objs.append(P.manifold("tomb part", M.aluminum(), (0.14, 0.05, 0.1), (x, y - 0.13, pz - 0.05), (math.pi / 2, 0, 0)))
    return objs


def cmm():
    """A bridge CMM: granite table on a steel stand, a moving bridge with a Z ram and a probe."""
    objs = []
    stand = M.paint("cmm stand", (0.12, 0.13, 0.14), 0.5)
    light = M.paint("cmm bridge", (0.82, 0.83, 0.84), 0.3)
    objs.append(S.box("stand", (1.6, 1.1, 0.55), (0, 0, 0.275), stand, bevel=0.02))
    objs.append(S.box("granite", (1.7, 1.25, 0.28), (0, 0, 0.69), M.granite(), bevel=0.01))
    top = 0.83
    by = -0.05
    objs.append(S.box("bridge leg left", (0.12, 0.16, 0.7), (-0.72, by, top + 0.35), light, bevel=0.015))
    objs.append(S.box("bridge leg right", (0.12, 0.16, 0.7), (0.72, by, top + 0.35), light, bevel=0.015))
    objs.append(S.box("bridge beam", (1.6, 0.18, 0.16), (0, by, top + 0.78), light, bevel=0.015))
    objs.append(S.box("bridge rail", (1.7, 0.03, 0.03), (0, by - 0.1, top + 0.74), M.chrome(), bevel=0.004))
    objs.append(S.box("carriage", (0.22, 0.28, 0.24), (0.1, by, top + 0.8), light, bevel=0.015))
    objs.append(S.box("z ram", (0.09, 0.09, 0.62), (0.1, by - 0.02, top + 0.54), M.paint("ram", (0.55, 0.56, 0.57), 0.25), bevel=0.008))
    objs += probe(0.1, by - 0.02, top + 0.055)
    objs.append(S.box("scale label", (0.4, 0.005, 0.05), (-0.3, by - 0.09, top + 0.82), M.paint("label", (0.05, 0.2, 0.45), 0.4), bevel=0.002))
    objs.append(label("CONTURA", -0.46, by - 0.0935, top + 0.805, 0.032, (0.95, 0.95, 0.96)))
    return objs


def probe(x, y, z, angle=0.0):
    """A probe head: a knuckle, a touch-trigger module, a stylus and a ruby ball (tip at z)."""
    head = [S.cylinder("probe knuckle", 0.03, 0.07, (0, 0, 0.145), M.paint("probe", (0.08, 0.08, 0.09), 0.35), bevel=0.006),
            S.cylinder("probe module", 0.013, 0.05, (0, 0, 0.09), M.chrome(), bevel=0.002),
            S.cylinder("stylus", 0.0015, 0.055, (0, 0, 0.04), M.tool_steel(), bevel=0),
            S.sphere("ruby", 0.004, (0, 0, 0.01), M.ruby())]
    return [S.group("probe", head, (x, y, z - 0.006), (angle, 0, 0))]
