"""Machine tools as a shop photographs them: painted sheet-metal enclosures with sliding doors and
windows, a control pendant, a stack light, and inside, the working parts that tell one kind from
another (a table and vise, a trunnion, a chuck and turret, a guide bushing, a pallet and tombstone).

Every machine stands on z = 0, centred on x = 0, its front facing -Y. Dimensions are metres.
"""
import math

from . import machine_parts as MP
from . import materials as M
from . import parts as P
from . import shapes as S


def vmc(scheme="haas", w=2.9, d=2.4, h=2.7, door_w=1.55, with_part=True, model="VF-4SS"):
    """A vertical machining center: table and vise, vertical spindle, side tool carousel."""
    sc = MP.scheme(scheme)
    objs, (zx, zy, zz, zw, zd, zh) = MP.enclosure(sc, w, d, h, door_w, 1.0, 0.95, door_x=-0.15, model=model)
    objs += MP.table(zx, zy, zz + 0.16, zw * 0.8, zd * 0.5)
    objs += [S.box("table saddle", (zw * 0.5, zd * 0.5, 0.12), (zx, zy, zz + 0.06), M.paint("saddle", (0.2, 0.21, 0.22), 0.5), bevel=0.01)]
    objs += MP.vise(zx - 0.1, zy, zz + 0.16, None, "housing" if with_part else None)
    objs += MP.spindle_head(sc, zx - 0.1, zy + 0.015, zz + 0.5)
    objs.append(S.cylinder("tool carousel", 0.36, 0.34, (-w / 2 - 0.1, 0.15, h - 0.75), sc.lower, rot=(0, math.pi / 2, 0), bevel=0.03))
    objs.append(MP.pendant(sc, w / 2 - 0.25, -d / 2 - 0.22, 1.55, tilt=math.radians(-8)))
    objs.append(S.box("pendant arm", (0.06, 0.25, 0.06), (w / 2 - 0.25, -d / 2 - 0.08, 1.9), sc.trim, bevel=0.01))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("chip conveyor", (0.5, 0.9, 0.8), (w / 2 - 0.45, d / 2 + 0.4, 0.5), sc.trim, bevel=0.02, rot=(math.radians(-20), 0, 0)))
    return objs


def five_axis(scheme="haas"):
    """A 5-axis trunnion machine: the cradle tilts a rotary platter under a vertical spindle."""
    sc = MP.scheme(scheme)
    w, d, h = 3.0, 2.7, 2.8
    objs, (zx, zy, zz, zw, zd, zh) = MP.enclosure(sc, w, d, h, 1.7, 0.95, 1.05, door_x=-0.1, window_tint=(0.86, 0.9, 0.88), model="UMC-750")
    objs += trunnion(zx - 0.05, zy, zz + 0.02, tilt=math.radians(-20))
    objs += MP.spindle_head(sc, zx - 0.05, zy + 0.02, zz + 0.58)
    objs.append(MP.pendant(sc, w / 2 - 0.25, -d / 2 - 0.22, 1.55, tilt=math.radians(-8)))
    objs.append(S.box("pendant arm", (0.06, 0.25, 0.06), (w / 2 - 0.25, -d / 2 - 0.08, 1.9), sc.trim, bevel=0.01))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
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
    sc = MP.scheme(scheme)
    door_w = 1.6 if not twin else 2.3
    objs, (zx, zy, zz, zw, zd, zh) = MP.enclosure(sc, w, d, h, door_w, 0.85, 0.85, door_x=-0.2, doors=1 if not twin else 2, model=model)
    cy = zy + 0.05
    cz = zz + 0.42
    objs += [S.box("headstock", (0.3, 0.4, 0.5), (zx - zw / 2 + 0.15, cy + 0.1, cz), M.paint("headstock", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
    objs += chuck(zx - zw / 2 + 0.3, cy, cz, facing=1)
    objs.append(P.shaft("lathe part", M.stainless(), 0.16, 0.022, (zx - zw / 2 + 0.43, cy, cz), (0, math.pi / 2, 0), threaded=False))
    if twin:
        objs += [S.box("sub headstock", (0.3, 0.4, 0.5), (zx + zw / 2 - 0.15, cy + 0.1, cz), M.paint("headstock", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
        objs += chuck(zx + zw / 2 - 0.3, cy, cz, facing=-1, radius=0.11)
    objs += turret(zx + (0.25 if not twin else 0.05), cy + 0.2, cz + 0.12)
    objs.append(MP.pendant(sc, w / 2 - 0.32, -d / 2 - 0.09, 1.35, tilt=math.radians(-10)))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
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
    sc = MP.scheme(scheme)
    w, d, h = 2.1, 1.25, 1.75
    objs, (zx, zy, zz, zw, zd, zh) = MP.enclosure(sc, w, d, h, 1.1, 0.9, 0.6, door_x=0.1, doors=1, model="L20")
    objs.append(S.cylinder("guide bushing", 0.05, 0.12, (zx - 0.1, zy + 0.05, zz + 0.3), M.tool_steel(), rot=(0, math.pi / 2, 0)))
    objs.append(P.pin("swiss part", M.stainless(), 0.06, 0.006, (zx - 0.04, zy + 0.05, zz + 0.3), (0, math.pi / 2, 0)))
    for i in range(5):
        objs.append(S.box("gang tool", (0.016, 0.12, 0.016), (zx + 0.02, zy + 0.05 - 0.12 + i * 0.05, zz + 0.22), M.tool_steel(), bevel=0.002))
    objs.append(MP.pendant(sc, w / 2 - 0.1, -d / 2 - 0.1, 1.3, tilt=math.radians(-10)))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.2, h))
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
    sc = MP.scheme(scheme)
    w, d, h = 2.8, 3.6, 3.0
    objs, (zx, zy, zz, zw, zd, zh) = MP.enclosure(sc, w, d, h, 1.6, 1.0, 1.2, door_x=0.2, model="NHX 5000")
    objs.append(S.box("column", (0.6, 0.3, 1.1), (zx, zy + zd * 0.35, zz + 0.55), M.paint("column", (0.2, 0.21, 0.22), 0.5), bevel=0.02))
    objs.append(S.cylinder("h spindle", 0.08, 0.25, (zx, zy + zd * 0.15, zz + 0.7), M.tool_steel(), rot=(math.pi / 2, 0, 0)))
    objs += tombstone(zx, zy - 0.1, zz + 0.05, 0.6)
    # Load station outside the door: a pallet on a rotating base with a second tombstone.
    station_x = -w / 2 + 0.2
    objs.append(S.box("pallet base", (0.9, 0.9, 0.9), (station_x - 0.55, -d / 2 - 0.6, 0.45), sc.body, bevel=0.03))
    objs.append(S.box("pallet", (0.6, 0.6, 0.06), (station_x - 0.55, -d / 2 - 0.6, 0.93), M.cast_iron(), bevel=0.004))
    objs += tombstone(station_x - 0.55, -d / 2 - 0.6, 0.96, 0.55)
    objs.append(MP.pendant(sc, w / 2 + 0.3, -d / 2 + 0.2, 1.5))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
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
    objs.append(MP.label("CONTURA", -0.46, by - 0.0935, top + 0.805, 0.032, (0.95, 0.95, 0.96)))
    return objs


def probe(x, y, z, angle=0.0):
    """A probe head: a knuckle, a touch-trigger module, a stylus and a ruby ball (tip at z)."""
    head = [S.cylinder("probe knuckle", 0.03, 0.07, (0, 0, 0.145), M.paint("probe", (0.08, 0.08, 0.09), 0.35), bevel=0.006),
            S.cylinder("probe module", 0.013, 0.05, (0, 0, 0.09), M.chrome(), bevel=0.002),
            S.cylinder("stylus", 0.0015, 0.055, (0, 0, 0.04), M.tool_steel(), bevel=0),
            S.sphere("ruby", 0.004, (0, 0, 0.01), M.ruby())]
    return [S.group("probe", head, (x, y, z - 0.006), (angle, 0, 0))]
