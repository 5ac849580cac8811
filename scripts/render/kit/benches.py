"""Work areas off the machine floor, each shot close with the room behind it out of focus: the
deburring and assembly bench, the packing bench, the estimating desk, the bar stock rack and the
tool presetting station. Every bench top is at z = BENCH, its front edge along y = -0.4."""
import math
import random

from . import materials as M
from . import parts as P
from . import props as X
from . import shapes as S
from . import stage as ST

BENCH = 0.9


def _room(wall=(0.55, 0.56, 0.54), floor=(0.24, 0.25, 0.25), back=1.6, lights=((0, -0.2, 2.6, 80),)):
    """Floor, a back wall and a side wall, lit from above like a shop bay, with a window's glow on
    the left. The back wall is far enough to fall out of focus behind a close shot."""
    S.box("floor", (14, 14, 0.1), (0, 2, -0.05), M.epoxy_floor(floor), bevel=0)
    wall_mat = M.worn_paint("bay wall", wall)
    S.box("back wall", (14, 0.2, 5), (0, back + 0.1, 2.5), wall_mat, bevel=0)
    S.box("side wall", (0.2, 14, 5), (3.2, 2, 2.5), wall_mat, bevel=0)
    S.box("wainscot", (14, 0.02, 1.2), (0, back - 0.005, 0.6), M.worn_paint("wainscot", (wall[0] * 0.5, wall[1] * 0.55, wall[2] * 0.6)), bevel=0)
    for x, y, z, power in lights:
        ST.area_light("bay light", (x, y, z), (x, y + 0.3, 0), power, (1.2, 0.4), (1, 0.97, 0.92))
    ST.area_light("window", (-3, -0.5, 1.9), (0, 0.3, 1.0), 70, (1.5, 2.0), (0.85, 0.92, 1.0))
    ST.world("interior.exr", 0.25)


def _bench(top_mat, length=2.0, depth=0.8, frame=(0.1, 0.22, 0.4)):
    frame_mat = M.worn_paint("bench frame", frame)
    S.box("bench top", (length, depth, 0.04), (0, 0, BENCH - 0.02), top_mat, bevel=0.003)
    S.box("bench apron", (length, 0.03, 0.1), (0, -depth / 2 + 0.015, BENCH - 0.09), frame_mat, bevel=0.004)
    for x in (-length / 2 + 0.05, length / 2 - 0.05):
        for y in (-depth / 2 + 0.05, depth / 2 - 0.05):
            S.box("bench leg", (0.05, 0.05, BENCH - 0.04), (x, y, (BENCH - 0.04) / 2), frame_mat, bevel=0.004)
    S.box("bench shelf", (length - 0.1, depth - 0.1, 0.02), (0, 0, 0.2), frame_mat, bevel=0.003)


def _pegboard(x, y, z, w=1.8, h=0.9):
    board = M.worn_paint("pegboard", (0.34, 0.36, 0.36))
    S.box("pegboard", (w, 0.02, h), (x, y, z), board, bevel=0)
    rng = random.Random(11)
    steel = M.metal("wrench", (0.6, 0.61, 0.63), 0.3, None)
    for i in range(9):
        length = rng.uniform(0.12, 0.26)
        S.box("wrench", (0.022, 0.008, length), (x - w / 2 + 0.15 + i * 0.06, y - 0.015, z + 0.2 - length / 2), steel, bevel=0.003)
    for i in range(4):
        S.box("plier grip", (0.025, 0.012, 0.12), (x + 0.3 + i * 0.09, y - 0.016, z + 0.1), M.dielectric("grip %d" % i, ((0.6, 0.05, 0.03), (0.05, 0.15, 0.5))[i % 2], 0.5), bevel=0.005)
        S.box("plier jaw", (0.018, 0.01, 0.07), (x + 0.3 + i * 0.09, y - 0.016, z + 0.2), steel, bevel=0.003)
    for i in range(6):
        S.cylinder("driver", 0.012, 0.1, (x + 0.05 + i * 0.04, y - 0.03, z - 0.25), M.dielectric("driver %d" % (i % 3), ((0.75, 0.5, 0.05), (0.05, 0.05, 0.05), (0.6, 0.05, 0.03))[i % 3], 0.4), bevel=0.004)
    X.sheet("posted drawing", (x - 0.55, y - 0.012, z - 0.1), 0, "drawing", (0.28, 0.216), "KP-2217 REV C").rotation_euler = (math.pi / 2, 0, 0)


def deburr_bench():
    """The deburring and assembly bench: housings in work, one under a magnifier lamp, burrs and
    filings on the mat, deburring tools, a file, calipers and the job's traveler."""
    _room()
    _bench(M.dielectric("ESD mat", (0.025, 0.06, 0.09), 0.8), 2.2)
    _pegboard(0, 1.55, 1.45)
    for i in range(4):
        P.housing("done housing", M.aluminum(), (0.13, 0.09, 0.04), (0.32 + (i % 2) * 0.15, 0.12 + (i // 2) * 0.11, BENCH), (0, 0, math.radians(2 * i)))
    P.housing("work housing", M.aluminum(), (0.16, 0.11, 0.045), (-0.05, -0.07, BENCH), (0, 0, math.radians(-18)))
    P.manifold("waiting manifold", M.aluminum(), (0.09, 0.06, 0.06), (-0.45, 0.15, BENCH), (0, 0, 0.3))
    P.manifold("waiting manifold 2", M.aluminum(), (0.09, 0.06, 0.06), (-0.33, 0.22, BENCH), (0, 0, -0.2))
    X.chips("burrs", (-0.25, -0.28, 0.15, 0.08), 220, size=(0.0015, 0.005), seed=4, z=BENCH)
    X.deburr_tool("deburr tool", (0.1, -0.23, BENCH), math.radians(160))
    X.deburr_tool("deburr tool 2", (-0.28, -0.2, BENCH), math.radians(20), (0.05, 0.2, 0.55))
    X.file_tool("file", (0.05, 0.05, BENCH), math.radians(-30))
    X.calipers("calipers", (-0.3, -0.05, BENCH), math.radians(70))
    X.clipboard("traveler", (0.62, -0.12, BENCH), math.radians(-12))
    X.allen_keys("hex keys", (-0.6, -0.2, BENCH), 0.4)
    # A parts bin of screws and inserts for the assembly, and a torque driver.
    bin_mat = M.dielectric("parts bin", (0.05, 0.15, 0.45), 0.45)
    S.box("bin", (0.16, 0.25, 0.1), (0.68, 0.22, BENCH + 0.05), bin_mat, bevel=0.006)
    S.box("bin fill", (0.14, 0.23, 0.01), (0.68, 0.22, BENCH + 0.085), M.metal("screws", (0.6, 0.6, 0.62), 0.3, "turned", 300, 1.0), bevel=0)
    S.cylinder("torque driver", 0.016, 0.14, (0.5, -0.28, BENCH + 0.016), M.dielectric("driver grip", (0.08, 0.08, 0.08), 0.6), rot=(0, math.pi / 2, 0.3), bevel=0.004)
    S.cylinder("driver bit", 0.003, 0.08, (0.39, -0.315, BENCH + 0.016), M.chrome(), rot=(0, math.pi / 2, 0.3), bevel=0)


def packing_bench():
    """The packing bench: a carton with a foam insert holding finished housings, a second carton
    being filled, the packing list and certificate of conformance, sealed cartons labelled beside."""
    _room((0.6, 0.6, 0.58))
    _bench(M.dielectric("bench laminate", (0.33, 0.33, 0.31), 0.5), 2.4, 0.9, (0.3, 0.32, 0.34))
    # Open carton: foam insert with six housings in their pockets.
    X.carton("open carton", (0.44, 0.34, 0.14), (-0.1, 0.0, BENCH), 0.0)
    X.foam_tray("foam", (0.42, 0.32, 0.05), (-0.1, 0.0, BENCH + 0.06))
    for i in range(3):
        for j in range(2):
            P.housing("packed housing", M.aluminum(), (0.12, 0.085, 0.04), (-0.23 + i * 0.13, -0.075 + j * 0.15, BENCH + 0.09), (0, 0, 0))
    # A foam tray on the bench with parts still to go in, and a bagged part.
    X.foam_tray("foam 2", (0.4, 0.3, 0.04), (0.42, -0.12, BENCH), math.radians(-8))
    for i in range(2):
        P.housing("loose housing", M.aluminum(), (0.12, 0.085, 0.04), (0.36 + i * 0.13, -0.14 + i * 0.02, BENCH + 0.025), (0, 0, math.radians(-8)))
    X.sheet("packing list", (0.33, 0.24, BENCH + 0.001), math.radians(6), "form", (0.216, 0.28), "PACKING LIST  PO 48213")
    X.sheet("cofc", (0.5, 0.22, BENCH + 0.0015), math.radians(-4), "form", (0.216, 0.28), "CERTIFICATE OF CONFORMANCE")
    X.calipers("packing calipers", (0.18, -0.3, BENCH), math.radians(-10))
    # Tape gun.
    S.cylinder("tape roll", 0.05, 0.05, (-0.55, -0.2, BENCH + 0.07), M.dielectric("tape", (0.55, 0.4, 0.18), 0.25), rot=(0, math.pi / 2, 0))
    S.box("tape gun", (0.06, 0.18, 0.03), (-0.55, -0.25, BENCH + 0.015), M.paint("tape gun", (0.6, 0.05, 0.03), 0.4), bevel=0.008)
    # Sealed, labelled cartons stacked at the back and on the floor.
    X.carton("sealed a", (0.4, 0.3, 0.2), (-0.75, 0.2, BENCH), math.radians(4), False, "KESTREL PRECISION\nPO 48213  BOX 1 OF 3\nKP-2217 QTY 24")
    X.carton("sealed b", (0.4, 0.3, 0.2), (-0.75, 0.2, BENCH + 0.2), math.radians(-3), False, "KESTREL PRECISION\nPO 48213  BOX 2 OF 3\nKP-2217 QTY 24")
    X.carton("sealed c", (0.36, 0.3, 0.18), (0.85, 0.22, BENCH), math.radians(-6), False, "KESTREL PRECISION\nPO 48190  BOX 1 OF 1\nKP-1180 QTY 60")
    # A pallet of labelled cartons beside the bench, two layers high, waiting for the carrier.
    S.box("pallet", (1.2, 1.0, 0.14), (1.95, 0.35, 0.07), M.dielectric("pallet wood", (0.45, 0.33, 0.2), 0.8), bevel=0.004)
    for layer in range(2):
        for i in range(2):
            for j in range(2):
                X.carton("pallet carton", (0.55, 0.45, 0.35), (1.66 + i * 0.57, 0.12 + j * 0.47, 0.14 + layer * 0.352), math.radians((i + j + layer) % 3 - 1), False,
                         "KESTREL PRECISION\nPO 48155  BOX %d OF 8\nKP-2217 QTY 24" % (layer * 4 + i * 2 + j + 1))


def quote_desk():
    """The estimating desk by the window: a drawing set marked up in red, the customer's sample
    part, calipers and a micrometer, the quote on screen, a coffee mug."""
    _room((0.7, 0.7, 0.67), (0.3, 0.3, 0.31), back=1.4, lights=((0, 0, 2.6, 50),))
    wood = M.dielectric("desk top", (0.42, 0.3, 0.2), 0.45)
    S.box("desk", (2.0, 0.85, 0.035), (0, 0.1, 0.74), wood, bevel=0.003)
    top = 0.7575
    for x in (-0.95, 0.95):
        S.box("desk leg", (0.05, 0.75, 0.72), (x, 0.1, 0.36), M.paint("desk leg", (0.15, 0.15, 0.16)), bevel=0.004)
    X.sheet("drawing a", (-0.12, -0.08, top), math.radians(-5), "drawing", (0.43, 0.28), "KP-2217 HOUSING REV C")
    X.sheet("drawing b", (0.28, 0.05, top + 0.0006), math.radians(8), "drawing", (0.43, 0.28), "KP-2218 COVER REV A")
    X.sheet("drawing c", (-0.55, 0.12, top + 0.0003), math.radians(-14), "drawing", (0.28, 0.216), "KP-2219 BRACKET")
    red = M.dielectric("red pen", (0.6, 0.02, 0.02), 0.5)
    for cx, cy, r in ((-0.2, -0.06, 0.022), (-0.02, -0.12, 0.016)):
        ring = S.cylinder("markup", r, 0.0002, (cx, cy, top + 0.0009), red, verts=40, bevel=0)
        S.cylinder("markup in", r - 0.0012, 0.0004, (cx, cy, top + 0.0009), M.dielectric("paper (0.86, 0.86, 0.83)", (0.86, 0.86, 0.83), 0.75, 0.3), verts=40, bevel=0)
    S.cylinder("red pen body", 0.004, 0.14, (0.08, -0.2, top + 0.004), red, rot=(0, math.pi / 2, math.radians(30)))
    P.housing("sample housing", M.aluminum(), (0.16, 0.11, 0.045), (0.42, -0.2, top), (0, 0, math.radians(28)))
    X.calipers("desk calipers", (0.2, -0.28, top), math.radians(-15))
    X.micrometer("desk micrometer", (-0.45, -0.25, top), math.radians(20))
    # Monitor with a quote sheet on it, keyboard, mug.
    S.box("monitor", (0.62, 0.03, 0.38), (0.1, 0.38, top + 0.3), M.paint("monitor", (0.03, 0.03, 0.035), 0.3), bevel=0.006)
    S.box("monitor screen", (0.58, 0.005, 0.34), (0.1, 0.363, top + 0.3), M.emission("quote screen", (0.85, 0.87, 0.9), 0.5), bevel=0)
    for k in range(9):
        S.box("screen row", (0.5 if k % 3 else 0.3, 0.002, 0.008), (0.1 - (0.1 if k % 3 == 0 else 0), 0.359, top + 0.43 - k * 0.032), M.emission("screen ink", (0.1, 0.2, 0.45), 0.4), bevel=0)
    S.box("monitor stand", (0.06, 0.06, 0.12), (0.1, 0.42, top + 0.06), M.paint("monitor", (0.03, 0.03, 0.035), 0.3), bevel=0.004)
    S.box("keyboard", (0.44, 0.14, 0.02), (0.1, 0.14, top + 0.01), M.paint("keyboard", (0.06, 0.06, 0.065), 0.5), bevel=0.004)
    mug = S.cylinder("mug", 0.042, 0.1, (-0.72, -0.12, top + 0.05), M.dielectric("mug", (0.12, 0.25, 0.45), 0.2, 0.5, 0.6))
    S.cylinder("coffee", 0.038, 0.002, (-0.72, -0.12, top + 0.094), M.dielectric("coffee", (0.05, 0.025, 0.01), 0.05), bevel=0)
    X.clipboard("rfq", (-0.72, 0.22, top), math.radians(10), "REQUEST FOR QUOTE")
    return mug


def bar_rack():
    """The stock rack: a cantilever rack of 6061 rounds, 316 hex and 304 squares with the mills'
    painted ends and heat-lot tags, a bandsaw's table in front with a cut blank."""
    _room((0.5, 0.52, 0.52), (0.22, 0.23, 0.23), back=2.2, lights=((0, -0.5, 3.2, 160), (0, 1.2, 3.2, 100)))
    upright = M.worn_paint("rack upright", (0.1, 0.2, 0.45))
    arm_mat = M.worn_paint("rack arm", (0.8, 0.35, 0.03))
    for x in (-1.1, 0.0, 1.1):
        S.box("rack column", (0.12, 0.15, 2.6), (x, 1.4, 1.3), upright, bevel=0.004)
        S.box("rack foot", (0.12, 1.2, 0.1), (x, 0.9, 0.05), upright, bevel=0.004)
        for level in range(4):
            S.box("rack arm", (0.08, 1.0, 0.06), (x, 0.85, 0.45 + level * 0.5), arm_mat, bevel=0.004)
            S.box("arm lip", (0.08, 0.03, 0.06), (x, 0.37, 0.5 + level * 0.5), arm_mat, bevel=0.004)
    rng = random.Random(5)
    loads = [("round", 0.064, M.metal("mill finish 6061", (0.85, 0.86, 0.87), 0.38, None), (0.1, 0.3, 0.7)), ("hex", 0.038, M.metal("mill finish 316", (0.62, 0.61, 0.6), 0.32, None), (0.1, 0.55, 0.2)),
             ("square", 0.05, M.metal("cold rolled", (0.5, 0.5, 0.52), 0.35, None), (0.75, 0.1, 0.08)), ("round", 0.032, M.metal("mill finish brass", (0.85, 0.68, 0.38), 0.3, None), (0.8, 0.7, 0.1))]
    for level, (shape, size, mat, colour) in enumerate(loads):
        # Side by side with a gap: a hex is 1.155 x its size across the corners, so a pitch of
        # 1.12 x size put each hex bar through its neighbour.
        pitch = size * 1.25
        n = int(0.8 / pitch)
        for k in range(n):
            length = 2.9 + rng.uniform(-0.25, 0.15)
            X.bar("bar", shape, size, length, (0.2 + rng.uniform(-0.1, 0.1) + length / 2 - 1.45, 0.42 + k * pitch, 0.48 + level * 0.5 + size / 2), mat, colour)
        X.tag("heat tag", ("6061-T6511  2.50 RD\nHEAT 4471128", "316L  1.50 HEX\nHEAT 88305Q", "1018 CR  2.00 SQ\nHEAT K2211", "C360  1.25 RD\nHEAT 30915")[level],
              (1.35, 0.42, 0.42 + level * 0.5), (math.radians(80), 0, math.radians(-15)), ((0.95, 0.85, 0.2), (0.95, 0.95, 0.92), (0.6, 0.85, 0.95), (0.95, 0.95, 0.92))[level])
    # The saw's outfeed table in front: a cut blank and a rule.
    S.box("saw table", (0.8, 0.5, 0.04), (-0.5, -0.55, 0.8), M.worn_paint("saw table", (0.55, 0.45, 0.05)), bevel=0.004)
    for x in (-0.85, -0.15):
        S.box("saw leg", (0.05, 0.4, 0.78), (x, -0.55, 0.39), M.worn_paint("saw table", (0.55, 0.45, 0.05)), bevel=0.004)
    X.bar("blank", "round", 0.064, 0.18, (-0.45, -0.55, 0.852), M.aluminum_turned(), None, math.radians(25))
    X.bar("blank 2", "round", 0.064, 0.18, (-0.7, -0.6, 0.852), M.aluminum_turned(), None, math.radians(-10))
    X.chips("saw swarf", (-0.85, -0.75, -0.2, -0.35), 60, size=(0.001, 0.003), seed=9, z=0.82, curl=False)
    X.tag("blank tag", "JOB 24-1187\n6061 2.50 x 7.0", (-0.25, -0.6, 0.822), (0, 0, math.radians(8)), (0.95, 0.95, 0.92))


def presetter():
    """Tool presetting: a presetter with a holder in its spindle under the camera head, a cart
    of CAT40 holders with end mills and drills waiting, the tool list beside them."""
    _room((0.62, 0.63, 0.61), back=1.5)
    _bench(M.dielectric("bench laminate", (0.33, 0.33, 0.31), 0.5), 1.8, 0.8, (0.3, 0.32, 0.34))
    granite = M.granite()
    body = M.worn_paint("presetter", (0.82, 0.83, 0.84))
    S.box("presetter base", (0.6, 0.4, 0.12), (-0.35, 0.1, BENCH + 0.06), granite, bevel=0.005)
    S.box("presetter column", (0.1, 0.12, 0.7), (-0.12, 0.18, BENCH + 0.47), body, bevel=0.006)
    S.box("presetter carriage", (0.2, 0.14, 0.12), (-0.2, 0.12, BENCH + 0.5), body, bevel=0.006)
    S.box("camera head", (0.08, 0.12, 0.1), (-0.3, 0.08, BENCH + 0.5), M.paint("camera", (0.05, 0.05, 0.055), 0.35), bevel=0.006)
    S.cylinder("presetter spindle", 0.05, 0.06, (-0.45, 0.08, BENCH + 0.15), M.chrome())
    holder = P.tool_holder("preset holder", (-0.45, 0.08, BENCH + 0.13), 0.008)
    holder.rotation_euler = (math.pi, 0, 0)
    holder.location = (-0.45, 0.08, BENCH + 0.28)
    S.box("presetter screen", (0.3, 0.03, 0.22), (-0.55, 0.3, BENCH + 0.55), M.paint("monitor", (0.03, 0.03, 0.035), 0.3), bevel=0.005, rot=(math.radians(-10), 0, 0))
    S.box("presetter image", (0.27, 0.005, 0.19), (-0.55, 0.283, BENCH + 0.553), M.emission("presetter screen", (0.2, 0.35, 0.3), 1.2), bevel=0, rot=(math.radians(-10), 0, 0))
    X.holder_rack("tool cart", (0.45, 0.0, BENCH), 3, 5)
    X.sheet("tool list", (0.1, -0.3, BENCH + 0.001), math.radians(-8), "form", (0.216, 0.28), "TOOL LIST  JOB 24-1187")
    X.calipers("preset calipers", (-0.1, -0.25, BENCH), math.radians(40))
