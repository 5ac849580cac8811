"""Rooms: the shop floor (two rows of machines either side of a marked aisle, under a high
ceiling of LED fixtures, racking at the far end) and the inspection room (a climate-controlled
lab with a bridge CMM, a granite surface plate and a bench)."""
import math

import bpy

from . import machines as MC
from . import materials as M
from . import parts as P
from . import props as X
from . import shapes as S
from . import stage as ST


def _camera_only(obj):
    """Fixtures that should be seen but light nothing: the area lights above them do that cleanly."""
    obj.visible_diffuse = False
    obj.visible_glossy = True
    obj.visible_transmission = False
    obj.visible_volume_scatter = False
    obj.visible_shadow = False
    return obj


def _machine(objs, loc, rot_z):
    return S.group("machine", objs, loc, (0, 0, rot_z))


def shop_floor(length=44.0, width=24.0, height=7.5):
    """The aisle runs along +Y from y = -14; machines face it from x = -4.2 and x = +4.2."""
    floor = S.box("floor", (width, length, 0.2), (0, length / 2 - 16, -0.1), M.epoxy_floor((0.2, 0.22, 0.23)), bevel=0)
    wall_mat = M.paint("wall", (0.62, 0.63, 0.62), 0.8)
    S.box("far wall", (width, 0.3, height), (0, length - 16, height / 2), wall_mat, bevel=0)
    S.box("left wall", (0.3, length, height), (-width / 2, length / 2 - 16, height / 2), wall_mat, bevel=0)
    S.box("right wall", (0.3, length, height), (width / 2, length / 2 - 16, height / 2), wall_mat, bevel=0)
    S.box("ceiling", (width, length, 0.3), (0, length / 2 - 16, height + 0.15), M.paint("ceiling", (0.5, 0.5, 0.5), 0.9), bevel=0)
    S.box("back wall", (width, 0.3, height), (0, -16, height / 2), wall_mat, bevel=0)
    yellow = M.paint("safety yellow", (0.75, 0.52, 0.02), 0.5)
    for x in (-1.6, 1.6):
        S.box("aisle line", (0.1, length - 2, 0.004), (x, length / 2 - 16, 0.002), yellow, bevel=0)
    # Clerestory windows along the right wall: daylight as a soft blue-white band.
    for i in range(6):
        win = S.box("window", (0.05, 4.5, 1.2), (width / 2 - 0.16, -10 + i * 7, height - 1.2), M.emission("daylight", (0.8, 0.88, 1.0), 6), bevel=0)
        _camera_only(win)
    # Ceiling: trusses and LED high-bays in three rows.
    steel = M.paint("truss", (0.2, 0.24, 0.3), 0.6)
    for j in range(9):
        y = -14 + j * 5
        S.box("truss", (width, 0.25, 0.6), (0, y, height - 0.3), steel, bevel=0)
        for x in (-6, 0, 6):
            fixture = S.box("high bay", (0.5, 1.4, 0.06), (x, y + 2.5, height - 1.0), M.emission("led", (1, 0.98, 0.95), 25), bevel=0.01)
            _camera_only(fixture)
            S.box("high bay housing", (0.56, 1.46, 0.08), (x, y + 2.5, height - 0.94), M.paint("fixture", (0.8, 0.8, 0.8)), bevel=0.01)
    # The fixtures light the floor through three long area lights: one light per row samples far
    # cleaner than one per fixture.
    for x in (-6, 0, 6):
        ST.area_light("bay row", (x, length / 2 - 16, height - 1.1), (x, length / 2 - 16, 0), 5200, (1.2, length - 4), (1, 0.97, 0.92))
    # Columns between machines.
    column = M.paint("column", (0.16, 0.27, 0.42), 0.5)
    for j in range(5):
        for x in (-7.5, 7.5):
            S.box("column", (0.35, 0.35, height), (x, -8 + j * 8, height / 2), column, bevel=0.01)
            S.box("column guard", (0.42, 0.42, 1.0), (x, -8 + j * 8, 0.5), yellow, bevel=0.01)
    _racking(0, length - 17.5)
    _machines()
    ST.world("interior.exr", 0.25)


def _racking(x, y):
    upright = M.paint("rack upright", (0.1, 0.2, 0.45), 0.5)
    beam = M.paint("rack beam", (0.8, 0.35, 0.03), 0.4)
    crate = M.paint("bin", (0.15, 0.3, 0.55), 0.6)
    stock = M.aluminum_turned()
    for bay in range(6):
        bx = x - 7.5 + bay * 3
        for side in (-1.4, 1.4):
            S.box("upright", (0.08, 0.08, 5), (bx + side, y, 2.5), upright, bevel=0)
        for level in range(4):
            bz = 0.2 + level * 1.5
            S.box("beam", (2.8, 0.1, 0.12), (bx, y - 0.5, bz), beam, bevel=0.005)
            S.box("beam", (2.8, 0.1, 0.12), (bx, y + 0.5, bz), beam, bevel=0.005)
            if (bay + level) % 3:
                S.box("tote", (0.8, 0.9, 0.45), (bx - 0.7, y, bz + 0.3), crate, bevel=0.02)
                S.box("tote", (0.8, 0.9, 0.45), (bx + 0.5, y, bz + 0.3), crate, bevel=0.02)
            else:
                for k in range(7):
                    S.cylinder("bar", 0.03, 2.6, (bx, y - 0.3 + k * 0.1, bz + 0.1), stock, rot=(0, math.pi / 2, 0), verts=24, bevel=0)


def _machines():
    """Left row: VMCs and a 5-axis; right row: lathes, a twin-spindle and a Swiss."""
    left = [lambda: MC.vmc("haas"), lambda: MC.five_axis("haas"), lambda: MC.vmc("haas"), lambda: MC.vmc("haas", 3.9, 2.6, 2.9, 2.3, model="VF-6"), lambda: MC.hmc("dmg")]
    for i, build in enumerate(left):
        _machine(build(), (-4.6, -9 + i * 6.2, 0), math.pi / 2)
    right = [lambda: MC.lathe("okuma"), lambda: MC.lathe("mazak", 3.6, 2.0, 2.1, twin=True, model="QT-NEXUS 250"), lambda: MC.lathe("okuma"), lambda: MC.swiss("citizen"), lambda: MC.lathe("mazak", 3.6, 2.0, 2.1, twin=True, model="QT-NEXUS 250")]
    for i, build in enumerate(right):
        _machine(build(), (4.1, -8.5 + i * 6.2, 0), -math.pi / 2)
    # Parts carts, tool carts, chip hoppers, toolboxes, coolant on the floor and the job's papers on
    # every machine: a shop at work, not a showroom.
    for i in range(3):
        parts_cart((-2.2, -6 + i * 12.4, 0), math.radians(10 - i * 15))
    bench((2.1, -3.0, 0), -math.pi / 2)
    for i in range(5):
        for side, x, rot in ((-1, -2.9, math.pi / 2), (1, 2.7, -math.pi / 2)):
            y = (-9 if side < 0 else -8.5) + i * 6.2
            X.stain("coolant", (x + side * 0.3, y + 0.3, 0.001), 0.35 + 0.1 * ((i + side) % 3), i * 0.7, (0.08, 0.085, 0.08), 0.06, 1.4)
            X.stain("coolant drip", (x - side * 0.2, y - 0.6, 0.0012), 0.12, i, (0.07, 0.075, 0.07), 0.08)
            # The traveler in its holder on the door's side panel.
            page = X.sheet("traveler", (x - side * 0.04, y + 1.05 * side, 1.45), 0, "form", (0.216, 0.28), "ROUTER  JOB 24-11%02d" % (i * 7 + (side > 0)))
            page.rotation_euler = (math.pi / 2, 0, rot)
            if (i + (side > 0)) % 2 == 0:
                hopper((x + side * 0.9, y - 1.6, 0), i * 0.4)
            else:
                toolbox((x + side * 0.5, y - 1.55, 0), rot)
        if i % 2 == 0:
            # A metre past the parts cart in the same stretch of aisle (half a metre short of it,
            # they stood one through the other).
            tool_cart((-2.3, -5.0 + i * 6.2, 0), math.radians(80 + i * 5))
    X.chips("floor chips", (-3.2, -12, -1.7, 14), 400, None, (0.005, 0.014), 51, 0.0)
    X.chips("floor chips right", (1.7, -12, 3.0, 14), 300, M.stainless(), (0.006, 0.016), 52, 0.0)


def hopper(loc, rot_z=0.0):
    """A tipping chip hopper on casters, half full of turnings."""
    body = M.worn_paint("hopper", (0.12, 0.24, 0.5))
    objs = [S.box("hopper", (0.8, 0.6, 0.55), (0, 0, 0.4), body, bevel=0.01),
            S.box("hopper chips", (0.74, 0.54, 0.02), (0, 0, 0.58), M.metal("chip heap", (0.6, 0.6, 0.62), 0.35, "turned", 80, 0.8), bevel=0)]
    for dx in (-0.3, 0.3):
        for dy in (-0.22, 0.22):
            objs.append(S.cylinder("caster", 0.05, 0.04, (dx, dy, 0.05), M.rubber(), rot=(math.pi / 2, 0, 0)))
    return S.group("hopper", objs, loc, (0, 0, rot_z))


def toolbox(loc, rot_z=0.0):
    """A red roll cabinet with a tool chest on it."""
    red = M.worn_paint("toolbox", (0.5, 0.04, 0.03))
    objs = [S.box("cabinet", (0.7, 0.45, 0.9), (0, 0, 0.5), red, bevel=0.01),
            S.box("chest", (0.68, 0.4, 0.35), (0, 0.02, 1.13), red, bevel=0.01)]
    for k in range(6):
        objs.append(S.box("drawer pull", (0.6, 0.01, 0.012), (0, -0.228, 0.2 + k * 0.13), M.chrome(), bevel=0.002))
    for dx in (-0.3, 0.3):
        objs.append(S.cylinder("caster", 0.04, 0.035, (dx, 0, 0.04), M.rubber(), rot=(math.pi / 2, 0, 0)))
    return S.group("toolbox", objs, loc, (0, 0, rot_z))


def tool_cart(loc, rot_z=0.0):
    frame = M.worn_paint("tool cart frame", (0.15, 0.16, 0.17))
    objs = [S.box("cart body", (0.6, 0.35, 0.8), (0, 0, 0.45), frame, bevel=0.01)]
    rack = X.holder_rack("cart rack", (0, 0, 0.85), 2, 5, 0, True, int(loc[1] * 10) % 7)
    objs.append(rack)
    return S.group("tool cart", objs, loc, (0, 0, rot_z))


def parts_cart(loc, rot_z=0.0):
    frame = M.paint("cart", (0.12, 0.13, 0.14), 0.5)
    tray = M.paint("tray", (0.08, 0.2, 0.42), 0.5)
    objs = []
    for dx in (-0.4, 0.4):
        for dy in (-0.28, 0.28):
            objs.append(S.box("cart post", (0.04, 0.04, 0.95), (dx, dy, 0.55), frame, bevel=0.004))
            objs.append(S.cylinder("caster", 0.05, 0.04, (dx, dy, 0.05), M.rubber(), rot=(math.pi / 2, 0, 0)))
    for z in (0.35, 0.7, 1.0):
        objs.append(S.box("cart shelf", (0.9, 0.64, 0.03), (0, 0, z), frame, bevel=0.004))
        objs.append(S.box("cart tray", (0.8, 0.55, 0.06), (0, 0, z + 0.045), tray, bevel=0.006))
    for i in range(4):
        for j in range(3):
            objs.append(P.housing("cart part", M.aluminum(), (0.15, 0.1, 0.045), (-0.27 + i * 0.18, -0.17 + j * 0.17, 1.075), (0, 0, 0)))
    return S.group("cart", objs, loc, (0, 0, rot_z))


def bench(loc, rot_z=0.0):
    wood = M.dielectric("maple top", (0.55, 0.38, 0.22), 0.5)
    frame = M.paint("bench frame", (0.1, 0.22, 0.4), 0.45)
    objs = [S.box("bench top", (2.0, 0.8, 0.05), (0, 0, 0.9), wood, bevel=0.006),
            S.box("bench drawers", (0.6, 0.7, 0.6), (0.6, 0, 0.55), frame, bevel=0.01),
            S.box("bench leg", (0.06, 0.7, 0.85), (-0.9, 0, 0.43), frame, bevel=0.004),
            S.box("pegboard", (2.0, 0.03, 1.0), (0, 0.38, 1.5), M.paint("pegboard", (0.3, 0.32, 0.33), 0.8), bevel=0)]
    for i in range(5):
        objs.append(P.shaft("bench shaft", M.stainless(), 0.14, 0.012, (-0.6 + i * 0.06, -0.1, 0.925), (math.pi / 2, 0, 0), threaded=False))
    objs.append(P.manifold("bench manifold", None, (0.1, 0.07, 0.06), (0.1, 0.05, 0.925)))
    objs.append(X.clipboard("bench traveler", (-0.2, 0.1, 0.925), 0.3))
    objs.append(X.calipers("bench calipers", (0.35, -0.15, 0.925), -0.4))
    objs.append(X.sheet("bench drawing", (-0.6, 0.15, 0.926), -0.1, "drawing", (0.43, 0.28), "KP-2217 REV C"))
    objs.append(X.chips("bench chips", (-0.8, -0.3, 0.8, 0.3), 80, None, (0.003, 0.008), 61, 0.925))
    return S.group("bench", objs, loc, (0, 0, rot_z))


def quality_room():
    """Inspection lab: light walls, ceiling panels, a CMM, a surface plate with a height gauge."""
    S.box("lab floor", (12, 12, 0.1), (0, 2, -0.05), M.dielectric("lab floor", (0.55, 0.56, 0.56), 0.25), bevel=0)
    wall = M.paint("lab wall", (0.78, 0.79, 0.8), 0.8)
    S.box("lab back wall", (12, 0.2, 4), (0, 5.5, 2), wall, bevel=0)
    S.box("lab left wall", (0.2, 12, 4), (-4.5, 2, 2), wall, bevel=0)
    S.box("lab right wall", (0.2, 12, 4), (4.5, 2, 2), wall, bevel=0)
    S.box("lab ceiling", (12, 12, 0.1), (0, 2, 3.3), M.paint("lab ceiling", (0.85, 0.85, 0.85), 0.9), bevel=0)
    S.box("lab front wall", (12, 0.2, 4), (0, -5, 2), wall, bevel=0)
    for x in (-2.5, 0, 2.5):
        for y in (-2, 1, 4):
            panel = S.box("ceiling panel", (1.2, 0.6, 0.02), (x, y, 3.24), M.emission("panel", (1, 1, 1), 12), bevel=0)
            _camera_only(panel)
            ST.area_light("panel light", (x, y, 3.2), (x, y, 0), 130, (1.2, 0.6), (0.98, 0.98, 1.0))
    # Wall-mounted window looking into the shop: a bright band, out of focus in most shots.
    win = S.box("lab window", (0.05, 3.0, 1.2), (-4.38, 1.5, 1.7), M.emission("shop light", (0.9, 0.93, 1.0), 4), bevel=0)
    _camera_only(win)
    cmm = S.group("cmm", MC.cmm(), (0, 1.5, 0), (0, 0, 0))
    # The part on the granite, under the probe.
    P.housing("inspected housing", M.aluminum(), (0.18, 0.12, 0.05), (0.184, 1.45, 0.83))
    # A surface plate by the right wall: a digital height gauge on it measuring a housing's
    # pocket depth, a wooden case of gauge blocks, and the inspection report on the desk beside it.
    S.box("plate stand", (1.0, 0.7, 0.75), (3.2, 3.5, 0.375), M.paint("plate stand", (0.12, 0.13, 0.14), 0.5), bevel=0.02)
    S.box("surface plate", (1.0, 0.7, 0.15), (3.2, 3.5, 0.825), M.granite(), bevel=0.008)
    height_gauge((2.98, 3.5, 0.9), math.radians(-8))
    P.housing("plate housing", M.aluminum(), (0.16, 0.11, 0.045), (3.22, 3.47, 0.9), (0, 0, math.radians(-8)))
    S.box("gauge block case", (0.24, 0.14, 0.035), (3.5, 3.62, 0.9175), M.dielectric("case wood", (0.4, 0.22, 0.1), 0.5), bevel=0.003)
    S.box("case lining", (0.22, 0.12, 0.004), (3.5, 3.62, 0.936), M.dielectric("case lining", (0.05, 0.12, 0.06), 0.9), bevel=0)
    for i in range(12):
        S.box("gauge block", (0.009, 0.035, 0.003), (3.405 + i * 0.016, 3.62, 0.9385), M.metal("gauge block", (0.8, 0.8, 0.82), 0.05, None), bevel=0.0004)
    for i in range(3):
        S.box("loose block", (0.009, 0.035, 0.02 + i * 0.01), (3.42 + i * 0.03, 3.35, 0.91 + i * 0.005), M.metal("gauge block", (0.8, 0.8, 0.82), 0.05, None), bevel=0.0004)
    S.box("report desk", (0.8, 0.6, 0.04), (3.2, 2.6, 0.78), M.dielectric("desk", (0.7, 0.7, 0.68), 0.4), bevel=0.005)
    S.box("report desk leg", (0.7, 0.5, 0.76), (3.2, 2.6, 0.38), M.paint("plate stand", (0.12, 0.13, 0.14), 0.5), bevel=0.01)
    X.sheet("fai report", (3.12, 2.64, 0.8), math.radians(-6), "form", (0.216, 0.28), "FIRST ARTICLE INSPECTION  KP-2217")
    X.sheet("fai report 2", (3.05, 2.7, 0.8004), math.radians(4), "drawing", (0.28, 0.216), "KP-2217 REV C")
    P.housing("reported housing", M.aluminum(), (0.16, 0.11, 0.045), (3.36, 2.68, 0.8), (0, 0, math.radians(-20)))
    X.calipers("lab calipers", (3.3, 2.48, 0.8), math.radians(10))
    X.micrometer("lab micrometer", (2.98, 2.45, 0.8), math.radians(-30))
    for i in range(5):
        S.cylinder("gauge pin", 0.0015 + i * 0.0004, 0.05, (3.45 + i * 0.012, 2.5, 0.8 + 0.0025 + i * 0.0004), M.chrome(), rot=(math.pi / 2, 0, 0), bevel=0.0003)
    S.box("pin case", (0.1, 0.08, 0.012), (3.47, 2.52, 0.796), M.dielectric("pin case", (0.05, 0.05, 0.05), 0.6), bevel=0.002)
    S.box("desk", (1.6, 0.7, 0.04), (-2.8, 4.6, 0.75), M.dielectric("desk", (0.7, 0.7, 0.68), 0.4), bevel=0.005)
    S.box("monitor", (0.6, 0.03, 0.36), (-2.8, 4.8, 1.1), M.screen(), bevel=0.008)
    S.box("monitor stand", (0.05, 0.05, 0.15), (-2.8, 4.85, 0.84), M.paint("stand", (0.1, 0.1, 0.1)), bevel=0.004)
    ST.world("interior.exr", 0.3)
    return cmm


def height_gauge(loc, rot_z=0.0):
    """A digital height gauge: a heavy base, a tall ground column with its scale, a slider with
    its display and a scriber arm reaching forward (+X) at pocket-floor height."""
    base_mat = M.paint("gauge base", (0.08, 0.085, 0.09), 0.45)
    objs = [S.box("gauge base", (0.15, 0.11, 0.05), (0, 0, 0.025), base_mat, bevel=0.006),
            S.box("gauge column", (0.03, 0.022, 0.5), (0, 0, 0.3), M.metal("gauge column", (0.78, 0.78, 0.8), 0.12, "milled", 2000, 0.05), bevel=0.002),
            S.box("gauge scale", (0.002, 0.012, 0.44), (0.016, 0, 0.3), M.dielectric("scale", (0.8, 0.8, 0.75), 0.4), bevel=0),
            S.box("gauge top", (0.05, 0.035, 0.025), (0, 0, 0.56), base_mat, bevel=0.004),
            S.box("gauge slider", (0.06, 0.05, 0.1), (0.0, -0.006, 0.105), M.paint("gauge slider", (0.3, 0.31, 0.33), 0.35), bevel=0.006),
            S.box("gauge lcd", (0.04, 0.004, 0.022), (0.0, -0.032, 0.13), M.dielectric("lcd", (0.45, 0.5, 0.44), 0.15), bevel=0),
            S.box("gauge buttons", (0.04, 0.004, 0.01), (0.0, -0.032, 0.1), M.paint("gauge keys", (0.1, 0.3, 0.6), 0.4), bevel=0.001),
            S.box("scriber arm", (0.13, 0.012, 0.01), (0.095, 0.0, 0.056), M.tool_steel(), bevel=0.001),
            S.cylinder("indicator", 0.014, 0.01, (0.155, 0.0, 0.056), M.chrome(), rot=(math.pi / 2, 0, 0), bevel=0.002),
            S.box("indicator stylus", (0.025, 0.003, 0.003), (0.17, 0.0, 0.0475), M.tool_steel(), bevel=0.0005)]
    import bpy  # noqa: F401
    # Inches, as every dimension on the site (the scriber sits at 1.7721 in above the plate).
    reading = X.text("1.7721", (-0.016, -0.0345, 0.126), 0.01, X.ink(), rot=(math.pi / 2, 0, 0))
    objs.append(reading)
    return S.group("height gauge", objs, loc, (0, 0, rot_z))
