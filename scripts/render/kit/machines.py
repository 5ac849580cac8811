"""Machine tools as a shop photographs them: painted sheet-metal enclosures with sliding doors and
windows, a control pendant, a stack light, and inside, the working parts that tell one kind from
another (a table and vise, a trunnion, a chuck and turret, a guide bushing, a pallet and tombstone).

Every machine stands on z = 0, centred on x = 0, its front facing -Y. Dimensions are metres.
"""
import math

from . import machine_parts as MP
from . import materials as M
from . import parts as P
from . import props as X
from . import shapes as S


def _worked_zone(objs, zone, seed, chip_mat=None, amount=220):
    """Aluminium chips heaped on the zone floor and the table, coolant film on the floor."""
    zx, zy, zz, zw, zd, zh = zone
    floor_z = zz + 0.02
    objs.append(X.chips("zone chips", (zx - zw * 0.45, zy - zd * 0.45, zx + zw * 0.45, zy + zd * 0.4), amount, chip_mat, (0.005, 0.016), seed, floor_z))
    objs.append(X.stain("zone coolant", (zx + zw * 0.1, zy - zd * 0.2, floor_z + 0.0005), 0.2, 0.3, (0.2, 0.22, 0.2), 0.04, 1.8))
    objs.append(X.stain("zone coolant 2", (zx - zw * 0.3, zy + zd * 0.1, floor_z + 0.0006), 0.12, 1.1, (0.2, 0.22, 0.2), 0.04, 1.4))


def _header(objs):
    return next(o for o in objs if o.name.startswith("header"))


def vmc(scheme="haas", w=2.9, d=2.4, h=2.7, door_w=1.55, with_part=True, model="VF-4SS", worked=True):
    """A vertical machining center: table and vise, vertical spindle, side tool carousel. The
    large frame (w over 3.5 m, the VF-6) shows its Z column through the roof, carries a bigger
    carousel and a chip auger along its front."""
    sc = MP.scheme(scheme)
    large = w > 3.5
    objs, zone = MP.enclosure(sc, w, d, h, door_w, 1.0, 0.95, door_x=-0.15, model=model)
    zx, zy, zz, zw, zd, zh = zone
    objs += MP.table(zx, zy, zz + 0.16, zw * 0.8, zd * 0.5)
    objs += [S.box("table saddle", (zw * 0.5, zd * 0.5, 0.12), (zx, zy, zz + 0.06), M.paint("saddle", (0.2, 0.21, 0.22), 0.5), bevel=0.01)]
    objs += MP.vise(zx - 0.1, zy, zz + 0.16, None, "housing" if with_part else None)
    if large:
        objs += MP.vise(zx + 0.45, zy, zz + 0.16, None, "manifold")
    objs += MP.spindle_head(sc, zx - 0.1, zy + 0.015, zz + 0.5)
    carousel = 0.5 if large else 0.36
    objs.append(S.cylinder("tool carousel", carousel, 0.34, (-w / 2 - 0.1, 0.15, h - 0.3 - carousel), sc.lower, rot=(0, math.pi / 2, 0), bevel=0.03))
    objs.append(MP.pendant(sc, w / 2 - 0.25, -d / 2 - 0.22, 1.55, tilt=math.radians(-8)))
    objs.append(S.box("pendant arm", (0.06, 0.25, 0.06), (w / 2 - 0.25, -d / 2 - 0.08, 1.9), sc.trim, bevel=0.01))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("chip conveyor", (0.5, 0.9, 0.8), (w / 2 - 0.45, d / 2 + 0.4, 0.5), sc.trim, bevel=0.02, rot=(math.radians(-20), 0, 0)))
    if large:
        objs.append(S.box("z column cover", (0.9, 0.9, 0.55), (zx - 0.1, 0.35, h + 0.27), sc.body, bevel=0.03))
        objs.append(S.box("z column bellows", (0.5, 0.5, 0.4), (zx - 0.1, 0.35, h + 0.7), M.paint("bellows", (0.05, 0.05, 0.05), 0.7), bevel=0.02))
        objs.append(S.box("chip auger", (w - 0.4, 0.3, 0.16), (0, -d / 2 - 0.12, 0.18), sc.trim, bevel=0.01))
        objs.append(S.box("coolant tank", (1.1, 0.6, 0.55), (w / 2 + 0.6, 0.4, 0.28), sc.lower, bevel=0.02))
    if worked:
        _worked_zone(objs, zone, 31 if large else 30)
        objs.append(X.chips("vise chips", (zx - 0.2, zy - 0.18, zx + 0.05, zy + 0.18), 60, None, (0.004, 0.01), 33, zz + 0.16))
    return objs


def five_axis(scheme="haas", worked=True):
    """A 5-axis trunnion machine (the UMC-750): the cradle tilts a rotary platter under a vertical
    spindle. Unlike the VMCs: a roof sloped down to a tall single-window door, the trunnion's drive
    housing bulging out of the left side, a side-mount tool changer cabinet and a charcoal base."""
    sc = MP.scheme(scheme)
    sc.lower = M.paint("umc base", (0.08, 0.085, 0.09), 0.4)
    w, d, h = 3.0, 2.7, 2.8
    objs, zone = MP.enclosure(sc, w, d, h, 1.7, 0.95, 1.05, door_x=-0.1, doors=1, window_tint=(0.86, 0.9, 0.88), model="UMC-750")
    zx, zy, zz, zw, zd, zh = zone
    slope = S.box("roof slope", (w + 0.2, 0.9, 0.9), (0, -d / 2, h), None, bevel=0, rot=(math.radians(35), 0, 0))
    S.cut(_header(objs), slope)
    objs += trunnion(zx - 0.05, zy, zz + 0.02, tilt=math.radians(-20))
    objs += MP.spindle_head(sc, zx - 0.05, zy + 0.02, zz + 0.58)
    objs.append(MP.pendant(sc, w / 2 + 0.15, -d / 2 - 0.25, 1.5, tilt=math.radians(-8)))
    objs.append(S.box("pendant boom", (0.06, 0.06, 1.3), (w / 2 + 0.15, -d / 2 + 0.1, 1.25), sc.trim, bevel=0.01))
    objs.append(S.box("pendant arm", (0.06, 0.4, 0.06), (w / 2 + 0.15, -d / 2 - 0.1, 1.88), sc.trim, bevel=0.01))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("tool magazine", (0.55, 1.3, 1.9), (w / 2 + 0.3, 0.5, 1.05), sc.body, bevel=0.03))
    objs.append(S.box("magazine window", (0.01, 0.5, 0.6), (w / 2 + 0.58, 0.4, 1.4), M.window_glass((0.7, 0.75, 0.75)), bevel=0))
    objs.append(S.cylinder("trunnion drive", 0.35, 0.3, (-w / 2 - 0.12, zy + 0.1, zz + 0.3), sc.body, rot=(0, math.pi / 2, 0), bevel=0.03))
    if worked:
        _worked_zone(objs, zone, 40)
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
        # Chips left on the cradle and platter by the last cut.
        cradle_parts.append(X.chips("cradle chips", (-0.22, -0.12, -0.12, 0.12), 40, None, (0.004, 0.01), 71, -0.04))
        cradle_parts.append(X.chips("cradle chips r", (0.12, -0.12, 0.22, 0.12), 40, None, (0.004, 0.01), 72, -0.04))
        cradle_parts.append(X.chips("platter chips", (-0.1, -0.1, 0.1, 0.1), 25, None, (0.003, 0.008), 73, 0.0))
    cradle = S.group("cradle assembly", cradle_parts, (x, y, z + 0.25), (0, tilt, 0))
    objs.append(cradle)
    return objs


def lathe(scheme="okuma", w=2.7, d=1.9, h=2.0, twin=False, model="LB3000 EX II", worked=True):
    """A slant-bed lathe: chuck and bar on the left, a 12-station turret behind and above the
    spindle axis with its working tool on the part, door over both. worked: chips and coolant."""
    sc = MP.scheme(scheme)
    door_w = 1.6 if not twin else 2.3
    objs, (zx, zy, zz, zw, zd, zh) = MP.enclosure(sc, w, d, h, door_w, 0.85, 0.85, door_x=-0.2, doors=1 if not twin else 2, model=model)
    cy = zy + 0.05
    cz = zz + 0.42
    chuck_x = zx - zw / 2 + 0.3
    objs += [S.box("headstock", (0.3, 0.4, 0.5), (zx - zw / 2 + 0.15, cy + 0.1, cz), M.paint("headstock", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
    objs += chuck(chuck_x, cy, cz, facing=1)
    # The part: a 316 stainless shaft, 60 mm across, 250 mm out of the jaws, its free end
    # turned to a journal and a thread.
    bar_r = 0.03
    bar_len = 0.25
    objs.append(P.shaft("lathe part", M.stainless(), bar_len + 0.04, bar_r, (chuck_x + bar_len, cy, cz), (0, -math.pi / 2, 0), threaded=True))
    if twin:
        objs += [S.box("sub headstock", (0.3, 0.4, 0.5), (zx + zw / 2 - 0.15, cy + 0.1, cz), M.paint("headstock", (0.2, 0.21, 0.22), 0.5), bevel=0.02)]
        objs += chuck(zx + zw / 2 - 0.3, cy, cz, facing=-1, radius=0.11)
    # Slant bed: the turret sits behind and above the spindle axis, 45 degrees up the bed; its
    # working station points down the slant at the part.
    reach = 0.29 + bar_r + 0.002
    tool_x = chuck_x + bar_len - 0.06
    objs += turret(tool_x + 0.085, cy + reach * 0.7071, cz + reach * 0.7071)
    objs.append(S.box("bed way", (zw, 0.08, 0.06), (zx, cy + 0.5, cz + 0.25), M.cast_iron(), bevel=0.004, rot=(math.radians(-45), 0, 0)))
    if worked:
        floor_z = zz + 0.02
        objs.append(X.chips("lathe chips", (chuck_x - 0.05, zy - zd * 0.35, chuck_x + 0.5, zy + zd * 0.3), 260, M.stainless(), (0.006, 0.02), 21, floor_z))
        objs.append(X.chips("lathe chips on part", (tool_x - 0.05, cy - 0.02, tool_x + 0.03, cy + 0.02), 6, M.stainless(), (0.006, 0.012), 22, cz + bar_r - 0.004))
        objs.append(X.stain("coolant pool", (chuck_x + 0.3, zy - 0.1, floor_z + 0.0005), 0.18, 0.4, (0.18, 0.2, 0.18), 0.04, 1.6))
        objs += MP.coolant_line((tool_x + 0.25, cy + 0.3, cz + 0.35), (tool_x + 0.01, cy - 0.02, cz + 0.07), 0.06)
    objs.append(MP.pendant(sc, w / 2 - 0.32, -d / 2 - 0.09, 1.35, tilt=math.radians(-10)))
    objs.append(MP.stack_light(w / 2 - 0.2, d / 2 - 0.3, h))
    objs.append(S.box("chip conveyor", (0.5, 1.0, 0.9), (w / 2 + 0.2, d / 2 - 0.2, 0.55), sc.trim, bevel=0.02, rot=(0, math.radians(20), 0)))
    return objs


def chuck(x, y, z, facing=1, radius=0.13):
    """A three-jaw chuck on the spindle axis (along X), facing +X (facing=1) or -X: a body with
    T-slots for the jaws, stepped hard jaws, and the spindle nose behind it."""
    steel = M.tool_steel()
    body = S.cylinder("chuck body", radius, 0.1, (0, 0, 0), steel, bevel=0.004)
    nose = S.cylinder("spindle nose", radius * 0.9, 0.08, (0, 0, -0.09), M.paint("spindle", (0.12, 0.13, 0.14), 0.4), bevel=0.004)
    jaws = []
    for i in range(3):
        a = 2 * math.pi * i / 3 + 0.3
        c, s_ = math.cos(a), math.sin(a)
        r0 = radius * 0.62
        jaws.append(S.box("jaw base", (0.04, radius * 0.5, 0.03), (c * r0, s_ * r0, 0.064), M.tool_steel(), bevel=0.003, rot=(0, 0, a - math.pi / 2)))
        jaws.append(S.box("jaw step", (0.04, radius * 0.28, 0.03), (c * (r0 - radius * 0.12), s_ * (r0 - radius * 0.12), 0.094), M.tool_steel(), bevel=0.003, rot=(0, 0, a - math.pi / 2)))
        jaws.append(S.cylinder("jaw bolt", 0.006, 0.004, (c * r0 * 1.1, s_ * r0 * 1.1, 0.081), M.metal("black oxide", (0.05, 0.05, 0.055), 0.4, None), bevel=0.001))
    group = S.group("chuck", [body, nose] + jaws, (x, y, z), (0, facing * math.pi / 2, 0))
    return [group]


def turret(x, y, z, stations=12, radius=0.19):
    """A 12-station bolt-on turret, its axis along X, its face toward the chuck (-X): tool blocks
    round the rim, OD turning tools (square shank, diamond insert) pointing out from the rim and
    boring bars and drills pointing at the chuck, the working OD tool at -45 degrees (down the
    slant towards the spindle axis)."""
    dark = M.paint("turret", (0.22, 0.23, 0.24), 0.4)
    steel = M.tool_steel()
    insert_mat = M.metal("coated insert", (0.72, 0.6, 0.25), 0.3, None)
    parts = [S.cylinder("turret disc", radius, 0.12, (0, 0, 0), dark, verts=stations, bevel=0.006),
             S.cylinder("turret head", radius * 0.8, 0.2, (0, 0, 0.15), M.paint("turret head", (0.12, 0.13, 0.14), 0.45), bevel=0.01),
             S.cylinder("turret cap", radius * 0.35, 0.02, (0, 0, -0.065), steel, bevel=0.003)]
    for i in range(stations):
        a = math.radians(-45) + 2 * math.pi * i / stations
        c, s_ = math.cos(a), math.sin(a)
        rot = (0, 0, a)
        parts.append(S.box("tool block", (0.06, 0.075, 0.09), (c * (radius - 0.01), s_ * (radius - 0.01), -0.05), steel, bevel=0.004, rot=rot))
        for k in (-1, 1):
            parts.append(S.cylinder("block screw", 0.005, 0.004, (c * (radius + 0.02) - s_ * k * 0.022, s_ * (radius + 0.02) + c * k * 0.022, -0.096), M.metal("black oxide", (0.05, 0.05, 0.055), 0.4, None), bevel=0.001))
        if i % 3 == 0:
            # OD turning tool: shank out of the block, insert at its tip.
            parts.append(S.box("tool shank", (0.09, 0.025, 0.025), (c * (radius + 0.045), s_ * (radius + 0.045), -0.08), steel, bevel=0.002, rot=rot))
            parts.append(S.box("insert", (0.016, 0.016, 0.005), (c * (radius + 0.09), s_ * (radius + 0.09), -0.085), insert_mat, bevel=0.0008, rot=(math.pi / 2, 0, a + math.pi / 4)))
        elif i % 3 == 1:
            # Boring bar toward the chuck.
            parts.append(S.cylinder("boring bar", 0.01, 0.16, (c * radius * 0.96, s_ * radius * 0.96, -0.17), steel, bevel=0.001))
            parts.append(S.box("boring insert", (0.008, 0.008, 0.003), (c * radius * 0.96 + c * 0.01, s_ * radius * 0.96 + s_ * 0.01, -0.246), insert_mat, bevel=0.0005, rot=rot))
        else:
            # A drill in a holder.
            parts.append(S.cylinder("drill holder", 0.018, 0.05, (c * radius * 0.96, s_ * radius * 0.96, -0.115), steel, bevel=0.002))
            parts.append(S.cylinder("drill", 0.007, 0.12, (c * radius * 0.96, s_ * radius * 0.96, -0.2), M.metal("tin drill", (0.75, 0.6, 0.2), 0.3, None), bevel=0.001, radius_top=0.007))
    # Axis along X: local z -> world +X, local x -> world -Z, local y -> world Y.
    return [S.group("turret", parts, (x, y, z), (0, math.pi / 2, 0))]


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
