"""Rooms: the shop floor (two rows of machines either side of a marked aisle, under a high
ceiling of LED fixtures, racking at the far end) and the inspection room (a climate-controlled
lab with a bridge CMM, a granite surface plate and a bench)."""
import math

import bpy

from . import machines as MC
from . import materials as M
from . import parts as P
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
    # Parts carts and a bench between machines: a shop at work, not a showroom.
    for i in range(3):
        parts_cart((-2.2, -6 + i * 12.4, 0), math.radians(10 - i * 15))
    bench((2.1, -3.0, 0), -math.pi / 2)


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
    # A surface plate and height gauge on a stand by the right wall.
    S.box("plate stand", (1.0, 0.7, 0.75), (3.2, 3.5, 0.375), M.paint("plate stand", (0.12, 0.13, 0.14), 0.5), bevel=0.02)
    S.box("surface plate", (1.0, 0.7, 0.15), (3.2, 3.5, 0.825), M.granite(), bevel=0.008)
    S.box("gauge base", (0.12, 0.1, 0.05), (3.0, 3.45, 0.925), M.tool_steel(), bevel=0.004)
    S.box("gauge column", (0.03, 0.03, 0.45), (3.0, 3.47, 1.175), M.chrome(), bevel=0.002)
    S.box("gauge display", (0.08, 0.02, 0.06), (3.0, 3.44, 1.05), M.screen(), bevel=0.004)
    P.flange("plate flange", None, 0.05, 0.014, (3.35, 3.45, 0.9))
    S.box("desk", (1.6, 0.7, 0.04), (-2.8, 4.6, 0.75), M.dielectric("desk", (0.7, 0.7, 0.68), 0.4), bevel=0.005)
    S.box("monitor", (0.6, 0.03, 0.36), (-2.8, 4.8, 1.1), M.screen(), bevel=0.008)
    S.box("monitor stand", (0.05, 0.05, 0.15), (-2.8, 4.85, 0.84), M.paint("stand", (0.1, 0.1, 0.1)), bevel=0.004)
    ST.world("interior.exr", 0.3)
    return cmm
