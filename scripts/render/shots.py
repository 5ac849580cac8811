"""Every picture on the site: what it shows, from where, at what size. A shot's name is its file
in assets/photos/.

The art direction: every picture is a product photograph of machined parts (on black granite or
a dark sweep, flat lays, macro close-ups), all under one studio rig (`_rig`), shot with 85-100 mm
lenses. No rooms, machines, desks or people: at a render's budget those never pass for
photographs, parts do. kit/parts.py's docstring lists which part model appears where: none in
more than two pictures.

Heroes and banners are 2880 x 1620 (a 2x desktop at 1440 px; the site cuts phones' crops from them), gallery photos 1000 x 1000, cards 960 x 720,
case studies 1280 x 720. Each renders `scale` times its size and finish.ts scales it down.
"""
import math
import random

from kit import materials as M
from kit import parts as P
from kit import shapes as S
from kit import stage as ST

HERO = (2880, 1620)
SQUARE = (1000, 1000)
CARD = (960, 720)
CASE = (1280, 720)
UPRIGHT = (720, 960)


class Shot:
    def __init__(self, build, size, samples=12, exposure=0.0, scale=None, subject=None):
        self.folder = "photos"
        # What the picture is of, for the site's crops (subjects.py): None for every part in the
        # frame, a list of object names (their starts), ("box", corner, corner) in the scene, or
        # ("frame", left, top, width, height) in shares of the frame.
        self.subject = subject
        self.build = build
        self.size = size
        self.samples = samples
        self.exposure = exposure
        # Rendered 1.25 times larger (heroes and gallery squares at their size): the scaling
        # averages fine tool marks into a surface instead of leaving them to alias into grain.
        self.scale = scale or (1.0 if max(size) >= 1920 or size == SQUARE else 1.25)


def _rig(key=1.0, hdri=0.06, surface=True, card=1.0, side=0.0):
    """The one studio rig: a black granite plate under a dark sweep, a large softbox overhead and
    behind, a strip light from the back left, a small fill front right, a large dim card in front,
    and Blender's studio HDRI for the reflections between them. `key` scales the softbox (turned
    down for shots from straight above and for the mirror-flat plate), `card` the card; `side`
    adds a light from the left that skims faces turned to the camera (bar ends)."""
    if surface:
        S.box("granite", (1.6, 1.6, 0.06), (0, 0, -0.03), M.granite(), bevel=0)
    sweep = ST.studio_sweep(M.backdrop(), width=4, depth=3, height=2, radius=0.5)
    sweep.rotation_euler = (0, 0, math.pi)
    sweep.location = (0, 2.2, -0.001)
    ST.world("studio.exr", hdri)
    ST.area_light("softbox", (-0.35, 0.45, 1.0), (0, 0, 0), 50 * key, (1.0, 1.0))
    # High enough that the granite, seen from a camera 15 to 35 degrees up, does not mirror it.
    ST.area_light("strip", (-0.55, 0.5, 0.6), (0, 0, 0.02), 16, (0.25, 1.2))
    ST.area_light("fill", (0.7, -0.6, 0.4), (0, 0, 0.02), 4, (0.5, 0.5))
    # A large dim card low in front: what polished and lapped faces turned to the camera mirror
    # (without it they mirror the dark studio and come out black).
    ST.area_light("card", (-0.3, -0.9, 0.35), (0, 0, 0.03), 10 * card, (1.4, 0.7))
    if side:
        # From the left, skimming faces turned to the camera (bar ends).
        ST.area_light("side", (-0.7, -0.2, 0.15), (0, 0, 0.0), 60 * side, (0.3, 0.6))


def _shot(arrange, cam, target, lens=90, fstop=8.0, shift=(0, 0), focus=None, **rig):
    """focus: the point the lens is focused on (default the target), at macro distances a
    millimetre matters."""
    def build():
        _rig(**rig)
        arrange()
        point = focus or target
        axis = [t - c for t, c in zip(target, cam)]
        norm = math.sqrt(sum(a * a for a in axis))
        distance = sum((p - c) * a / norm for p, c, a in zip(point, cam, axis))
        ST.camera(cam, target, lens, fstop, distance, shift=shift)
    return build


def _top(arrange, height, lens=90, fstop=11.0, offset=(0, 0), shift=(0, 0), key=0.45, **rig):
    """Straight down, the frame's top to the back (+Y); the softbox turned down, since flat faces
    seen from above mirror it."""
    rig["key"] = key
    return _shot(arrange, (offset[0], offset[1] - 0.0005, height), (offset[0], offset[1], 0), lens, fstop, shift, **rig)


# Home ------------------------------------------------------------------------------------------

def _flat_lay():
    """Ten finished parts in the seven materials the site lists, laid out on the granite."""
    def arrange():
        spots = [
            # part, (x, y), turn
            (lambda l, r: P.heat_sink("heat sink", M.al6061(), l, r), (-0.03, 0.055), 5),
            (lambda l, r: P.housing("housing", M.al6061(), (0.09, 0.06, 0.03), l, r, seed=3, mark="KP-22841"), (0.065, 0.05), -6),
            (lambda l, r: P.impeller("impeller", None, l, r), (0.152, 0.058), 20),
            # Lying along X: a sleeve, a fitting and a nozzle start at their origin.
            (lambda l, r: P.guide_sleeve("sleeve", M.ss174(), (l[0], l[1], 0.0065), (0, math.pi / 2, r[2])), (-0.075, -0.006), 3),
            (lambda l, r: P.fitting("fitting", M.brass(), (l[0], l[1], 0.0095), (0, math.pi / 2, r[2])), (0.03, -0.01), -4),
            (lambda l, r: P.nozzle("nozzle", M.ss316(), (l[0], l[1], 0.0115), (0, math.pi / 2, r[2])), (0.125, -0.004), 176),
            (lambda l, r: P.spacer("spacer a", M.peek(), 0.012, 0.0062, 0.016, l, r), (0.155, -0.012), 0),
            (lambda l, r: P.spacer("spacer b", M.peek(), 0.0095, 0.0045, 0.012, l, r), (0.18, 0.018), 0),
            (lambda l, r: P.bracket("bracket", M.al7075(), l, r, mark="KP-19002"), (0.0, -0.068), 4),
            (lambda l, r: P.cover_plate("cover", P.M.black_anodize(), l, r, mark="KP-30117 REV A", seed=2), (0.112, -0.068), -8),
        ]
        for make, (x, y), turn in spots:
            make((x, y, 0), (0, 0, math.radians(turn)))
    return arrange


def _dovetail():
    """A 7075 part mid-job in a 5-axis dovetail vise: wet with coolant, chips curled on the jaws
    and the part, the coated end mill above it out of focus."""
    def arrange():
        P.dovetail_vise("vise", (0, 0, 0))
        P.fixture_part("part", None, (0, 0, 0.08))
        chip = M.metal("chip 7075", (0.88, 0.88, 0.87), 0.32, None)
        P.chips("chips jaws", (-0.08, -0.035, -0.03, 0.035), 45, chip, (0.0025, 0.005), seed=4, z=0.085)
        P.chips("chips jaws b", (0.03, -0.035, 0.08, 0.035), 45, chip, (0.0025, 0.005), seed=5, z=0.085)
        P.chips("chips part", (-0.02, -0.02, -0.004, 0.02), 10, chip, (0.002, 0.004), seed=9, z=0.126)
        P.chips("chips body", (-0.1, -0.041, 0.1, -0.039), 14, chip, (0.0025, 0.005), seed=2, z=0.06)
        # Between the camera and the part, retracted over it: out of focus in the frame's top.
        P.end_mill("end mill", 0.005, 0.03, 0.06, (0.03, -0.035, 0.17), (0, 0, 0))
    return arrange


# Left of the bore's axis as the hero's camera sees it (its right is about (0.95, 0.3)), 0.05 mm
# off the counterbore's wall (Ø34 mm, its floor at z = 0.022): down in the bore itself its rim hid
# the ball, and touching the wall the two meshes met in a lump. Left, so that with the frame
# shifted the stylus stands right of centre and the headline beside it runs over the housing.
STYLUS_BALL = (-0.01495 * 0.95, -0.01495 * 0.3, 0.0245)


def _stylus_in_bore():
    def arrange():
        P.sensor_housing("housing", None, (0, 0, 0), (0, 0, math.radians(12)))
        # The ruby (Ø4 mm) touching the counterbore's wall where the lens sees the contact side on
        # (on the bore's far wall it hid its own contact and seemed to hang in the middle of the
        # bore, measuring nothing).
        P.stylus("stylus", STYLUS_BALL, ball=0.002)
    return arrange


def _foam():
    def arrange():
        pockets, parts = [], []
        for i, (x, y) in enumerate([(-0.052, 0.036), (0.052, 0.036), (-0.052, -0.036), (0.052, -0.036)]):
            # 4 mm of foam round each part, so the pocket's cut wall shows beside it.
            pockets.append((x, y, 0.098, 0.068, 0.024, 0.004))
            parts.append((x, y, i))
        # Square, to fill the square frame edge to edge (a 0.24 x 0.2 insert left dark bands above
        # and below it); every pocket filled (an empty one read as a hole in the picture).
        P.foam_insert("foam", (0.25, 0.24, 0.03), pockets)
        for x, y, i in parts:
            P.housing("housing %d" % i, M.al6061(), (0.09, 0.06, 0.03), (x + random.Random(i).uniform(-0.0008, 0.0008), y, 0.006), (0, 0, math.radians(random.Random(i).uniform(-0.6, 0.6))), seed=i, mark="KP-22841 SN %03d" % (41 + i))
    return arrange


def _stylus_on_flange():
    def arrange():
        P.flange("flange", M.ss316(), 0.04, 0.01, (0, 0, 0), (0, 0, 0.3), bolts=6, seed=1)
        # On the spigot's outer diameter, half way up it (flange() draws the spigot's radius first).
        spigot = 0.04 * random.Random(1).uniform(0.55, 0.62)
        P.stylus("stylus", (-spigot - 0.0015, 0.0, 0.0135), (0, 0, 0))
    return arrange


def _shafts(count, seed, radius=0.009):
    def arrange():
        rng = random.Random(seed)
        for i in range(count):
            length = rng.uniform(0.11, 0.14)
            P.shaft("shaft %d" % i, M.ss174(), length, radius * rng.uniform(0.85, 1.1), (-0.05 + i * 0.034, -0.05 + rng.uniform(-0.01, 0.01), radius * 1.25), (-math.pi / 2, 0, math.radians(rng.uniform(-14, -6))), seed=seed + i)
    return arrange


# About -----------------------------------------------------------------------------------------

def _bar_ends(seed, area):
    """Round bar stock seen end-on, stacked as it lies in the rack: 6061, 7075, 316, 17-4,
    titanium and brass, each end sawn, about half brushed with the alloy's colour (muted, as mill paint is), the heat number
    stencilled on it; the bars pushed in to different depths."""
    def arrange():
        rng = random.Random(seed)
        alloys = [
            ("6061", (0.03, 0.05, 0.18), lambda: M.metal("6061 bar", (0.91, 0.92, 0.93), 0.3, "sawn", 0.0015, 1.0)),
            ("7075", (0.25, 0.03, 0.025), lambda: M.metal("7075 bar", (0.86, 0.86, 0.85), 0.32, "sawn", 0.0015, 1.0)),
            ("316", (0.03, 0.11, 0.04), lambda: M.metal("316 bar", (0.66, 0.65, 0.63), 0.3, "sawn", 0.0012, 1.0)),
            ("17-4", (0.4, 0.29, 0.05), lambda: M.metal("17-4 bar", (0.6, 0.58, 0.55), 0.32, "sawn", 0.0012, 1.0)),
            ("Ti", (0.11, 0.04, 0.14), lambda: M.metal("Ti bar", (0.58, 0.54, 0.5), 0.34, "sawn", 0.0012, 1.0)),
            ("C360", None, lambda: M.metal("C360 bar", (0.91, 0.75, 0.45), 0.3, "sawn", 0.0012, 1.0)),
        ]
        x0, z0, x1, z1 = area
        z = z0
        row = 0
        while z < z1:
            d = rng.choice((1.5, 1.75, 2.0)) * P.INCH
            x = x0 + (row % 2) * d * 0.5
            while x < x1:
                alloy, colour, mat = rng.choice(alloys)
                dd = d * rng.uniform(0.9, 1.0)
                heat = "%s\nH%d" % (alloy, rng.randint(1000000, 9999999))
                P.bar("bar", "round", dd, 0.5, mat(), colour if rng.random() < 0.55 else None, heat, (x, rng.uniform(0.0, 0.03), z + dd / 2), (0, 0, 0), seed=rng.randint(0, 999))
                x += d * 1.02
            z += d * 0.89
            row += 1
    return arrange


def _tooling_plate():
    def arrange():
        # Its long edge running away to the right, the front left corner in the frame's middle.
        P.tooling_plate("plate", (0.3, 0.2, 0.02), (0.11, 0.07, 0), (0, 0, math.radians(28)))
    return arrange


def _gauge_stack(loose=True):
    """Five gauge blocks wrung into a stack 3.7505 in high, and three loose beside it."""
    def arrange():
        z = 0.0
        for i, size in enumerate((2.0, 1.0, 0.5, 0.15, 0.1005)):
            P.gauge_block("block %s" % size, size, (0, 0, z), (0, 0, math.radians(20 + i * 0.3)))
            z += size * P.INCH
        if loose:
            for size, (x, y, turn) in zip((0.25, 0.35, 0.1008), ((0.055, -0.03, -20), (0.06, 0.02, 8), (-0.05, -0.04, 35))):
                P.gauge_block("loose %s" % size, size, (x, y, 0.0045), (math.pi / 2, 0, math.radians(turn)))
    return arrange


# Services --------------------------------------------------------------------------------------

def _manifolds(mat, seeds, size, mark):
    def arrange():
        for i, seed in enumerate(seeds):
            P.manifold("manifold %d" % i, mat(), size, (-0.055 + i * 0.11, 0.03 - i * 0.06, 0), (0, 0, math.radians(25 - 40 * i)), seed=seed, mark=mark % (i + 1))
    return arrange


def _impeller():
    def arrange():
        P.impeller("impeller", None, (0, 0, 0), (0, 0, 0.4))
    return arrange


def _bushings():
    def arrange():
        spots = [(-0.04, 0.01, 0), (0.0, -0.02, 0), (0.045, 0.02, 0)]
        for i, (x, y, z) in enumerate(spots):
            P.bushing("bushing %d" % i, M.ss316(), (x, y, z), (0, 0, 0), 0.015 + 0.002 * (i % 2), 0.009, 0.028 + 0.004 * i, seed=i)
        P.bushing("bushing lying", M.ss316(), (0.045, -0.06, 0.016), (math.pi / 2, 0, math.radians(100)), 0.015, 0.009, 0.03, seed=7)
    return arrange


def _bone_screws(count, seed, spread=0.014):
    def arrange():
        rng = random.Random(seed)
        for i in range(count):
            length = rng.choice((0.026, 0.03, 0.034, 0.038))
            P.bone_screw("screw %d" % i, M.titanium("turned", 0.00015), ((i - count / 2) * spread, rng.uniform(-0.006, 0.006), 0.0045), (math.pi / 2, 0, math.radians(rng.uniform(-6, 6))), length)
    return arrange


def _heat_sinks():
    def arrange():
        P.heat_sink("proto a", M.al6061(), (-0.045, 0.02, 0), (0, 0, math.radians(-20)), 9)
        P.heat_sink("proto b", M.metal("6061 bead blasted", (0.8, 0.81, 0.82), 0.55, "lapped", 0.0002, 0.3), (0.05, -0.03, 0), (0, 0, math.radians(12)), 11, (0.07, 0.055, 0.02))
    return arrange


def _spacer_rows():
    """A run of spacers set down in rough rows by hand: gaps, a few off line, two on their sides
    (a perfect grid read as one model copied)."""
    def arrange():
        rng = random.Random(5)
        for i in range(7):
            for j in range(4):
                if rng.random() < 0.08:
                    continue
                x, y = -0.1 + i * 0.031 + rng.uniform(-0.005, 0.005), -0.045 + j * 0.031 + rng.uniform(-0.005, 0.005)
                if rng.random() < 0.07:
                    P.spacer("spacer", M.peek(), 0.011, 0.0052, 0.014, (x - 0.007, y, 0.011), (0, math.pi / 2, rng.uniform(0, math.pi)))
                else:
                    P.spacer("spacer", M.peek(), 0.011, 0.0052, 0.014, (x, y, 0))
    return arrange


def _anodized_plates():
    def arrange():
        colours = [("black", (0.018, 0.018, 0.02)), ("blue", (0.02, 0.07, 0.3)), ("red", (0.35, 0.02, 0.03)), ("gold", (0.5, 0.3, 0.06)), ("clear", (0.6, 0.61, 0.62))]
        # Three behind, two in front, none touching (each about 66 x 81 mm turned as it lies).
        spots = [(-0.078, 0.046), (0.0, 0.048), (0.078, 0.044), (-0.04, -0.046), (0.04, -0.044)]
        for i, ((name, colour), (x, y)) in enumerate(zip(colours, spots)):
            P.cover_plate("plate " + name, M.anodized(name, colour), (x, y, 0), (0, 0, math.radians(-70 + 4 * i)), mark="KP-30117-%d" % (i + 1), seed=i)
    return arrange


def _plug_gauge():
    def arrange():
        P.plug_gauge("gauge", (0.012, -0.025, 0.0076), (math.pi / 2, 0, math.radians(-65)))
    return arrange


# Case studies ----------------------------------------------------------------------------------

def _end_effector():
    def arrange():
        P.end_effector("effector", None, (0.0, 0.0, 0), (0, 0, math.radians(-14)))
    return arrange


def _guide_sleeves():
    def arrange():
        for i in range(5):
            P.guide_sleeve("sleeve %d" % i, M.ss174(), (0.004 * (i % 2) - 0.04, -0.036 + i * 0.018, 0.0065), (0, math.pi / 2, math.radians(2 * (i - 2))), seed=i)
    return arrange


def _ti_brackets():
    def arrange():
        P.bracket("ti a", M.titanium("swirl", 0.0004), (-0.06, 0.045, 0), (0, 0, math.radians(-12)), mark="KP-52260 SN 014")
        P.bracket("ti b", M.titanium("swirl", 0.0004), (0.06, -0.05, 0), (0, 0, math.radians(-32)), mark="KP-52260 SN 015")
    return arrange


def _vacuum_block():
    def arrange():
        P.vacuum_block("block", None, (0, 0, 0), (0, 0, math.radians(-25)), mark="KP-61733 SN 3")
    return arrange


# Gallery ---------------------------------------------------------------------------------------

def _fittings():
    def arrange():
        # Standing on its end, so the hex shows as a hex from above (lying side on, its two
        # visible flats read as a cube).
        P.fitting("fitting a", M.brass(), (0, 0, 0), (0, 0, 0.3))
        P.fitting("fitting b", M.brass(), (0.012, 0.03, 0.0095), (0, math.pi / 2, math.radians(-25)))
    return arrange


def _gauge_set():
    """Six blocks of a set lying on their sides, engraved sizes up, at odd angles."""
    def arrange():
        spots = [(0.75, -0.028, 0.03, 12), (0.3, 0.012, 0.04, -20), (1.0, -0.01, -0.005, 30), (0.55, 0.03, 0.0, 80), (0.125, -0.035, -0.035, -10), (0.45, 0.015, -0.04, 50)]
        for size, x, y, turn in spots:
            P.gauge_block("set %s" % size, size, (x, y, 0.0045), (-math.pi / 2, 0, math.radians(turn)))
    return arrange


def _caps():
    def arrange():
        colours = [("red cap", (0.35, 0.02, 0.03)), ("blue cap", (0.02, 0.07, 0.3)), ("black cap", (0.018, 0.018, 0.02)), ("gold cap", (0.5, 0.3, 0.06)), ("violet cap", (0.15, 0.03, 0.25)), ("green cap", (0.03, 0.2, 0.06))]
        rng = random.Random(2)
        for i, (name, colour) in enumerate(colours):
            a = i * 2 * math.pi / 6 + 0.3
            P.cap(name, M.anodized(name, colour, "turned"), (math.cos(a) * 0.032, math.sin(a) * 0.032, 0), (0, 0, rng.uniform(0, 6)), 0.012 + 0.002 * (i % 2))
        P.cap("clear cap", M.anodized("clear cap", (0.6, 0.61, 0.62), "turned"), (0, 0, 0), (0, 0, 0), 0.014)
    return arrange


def _turned_face():
    def arrange():
        P.bushing("big bushing", M.al6061("turned", 0.00025), (0, 0, 0), (0, 0, 0), 0.028, 0.014, 0.03)
    return arrange


def _effector_tines():
    def arrange():
        P.end_effector("effector", None, (-0.06, 0.0, 0), (0, 0, math.radians(25)))
    return arrange


def _flanges():
    def arrange():
        P.flange("flange a", M.ss316(), 0.04, 0.01, (-0.03, 0.03, 0), (0, 0, 0.2), 6, seed=2)
        P.flange("flange b", M.ss316(), 0.035, 0.009, (0.045, -0.025, 0), (0, 0, 0.9), 8, seed=3)
        P.flange("flange c", M.ss316(), 0.03, 0.008, (-0.04, -0.05, 0), (0, 0, 1.4), 4, seed=4)
    return arrange


SHOTS = {
    # Home: the hero slides. The site cuts every screen's crop from these by their subjects
    # (subjects.py): a band on upright screens, beside the headline or under it on wide ones.
    # High and to the left, so the parts lie in the frame's right half and the headline runs over
    # the bare granite beside them (from 0.98 m they filled the frame and went beside the text).
    "hero-flat-lay": Shot(_top(_flat_lay(), 1.55, 90, 11, offset=(-0.095, 0.0)), HERO, samples=40, exposure=-0.4),
    "hero-dovetail-fixture": Shot(_shot(_dovetail(), (0.2, -0.3, 0.23), (0.0, 0.0, 0.1), 100, 4.0, shift=(-0.2, 0.0), focus=(0.0, -0.01, 0.11)), HERO, samples=32, exposure=-0.3),
    # The softbox turned down: the anodized top mirrored it at this grazing angle and read grey.
    # Its subject is the ruby at the counterbore's wall and the stem's foot: the stem runs on up
    # under the bar.
    "hero-ruby-stylus": Shot(_shot(_stylus_in_bore(), (0.05, -0.15, 0.085), (0.005, 0.008, 0.024), 80, 8, shift=(-0.38, 0.04), focus=STYLUS_BALL, key=0.25), HERO, samples=32, exposure=-0.6, subject=("box", tuple(c - d for c, d in zip(STYLUS_BALL, (0.003, 0.003, 0.0025))), tuple(c + d for c, d in zip(STYLUS_BALL, (0.003, 0.003, 0.012))))),
    # From the front and above, not straight down: the pockets' floors mirrored the softbox one by
    # one (a white one beside a grey one) and the foam's walls did not show.
    # Back far enough that the tray keeps clear of the frame's sides: Home crops it to a tall
    # frame beside its text on a desktop, which sliced the outer housings.
    "housings-in-foam": Shot(_shot(_foam(), (0.0, -0.38, 0.5), (0.0, 0.0, 0.012), 90, 11, key=0.4, card=0.5), SQUARE, samples=32, exposure=-1.0),
    "stylus-on-flange": Shot(_shot(_stylus_on_flange(), (0.03, -0.17, 0.07), (-0.015, 0.0, 0.02), 100, 8), CARD, samples=48),
    "turned-shafts": Shot(_shot(_shafts(3, 11), (0.15, -0.27, 0.14), (0.0, -0.04, 0.01), 100, 8), CARD, samples=32),
    # About: the banner, and the quality lab (a card, and an upright frame beside its table).
    # Seen from the left and at an angle, so the bars' sides show and the bundle runs away from the
    # lens, the focus falling off across it (head-on, the ends read as flat coloured discs);
    # lit from the side only, raking across the saw marks (a light in front flattened the paint).
    # Its subject is the ends in focus, round the point the lens is focused on; the rest is pattern.
    "bar-ends": Shot(_shot(_bar_ends(3, (-0.22, -0.13, 0.34, 0.13)), (-0.4, -0.48, 0.1), (0.05, 0.02, 0.0), 90, 4.0, surface=False, card=0.0, side=0.6), HERO, samples=24, exposure=-0.6, subject=("box", (-0.06, 0.0, -0.07), (0.16, 0.03, 0.07))),
    "gauge-block-stack": Shot(_shot(_gauge_stack(), (0.24, -0.4, 0.16), (0.0, 0.0, 0.042), 90, 8), CARD, exposure=-0.7),
    "gauge-block-stack-portrait": Shot(_shot(_gauge_stack(False), (0.17, -0.3, 0.12), (0.0, 0.0, 0.046), 90, 8), UPRIGHT, exposure=-0.7),
    # Services: the banner, the service cards, the case studies.
    # Its subject: the plate's near corner and the first rows of holes by it (the rest is more of the same).
    "tooling-plate": Shot(_shot(_tooling_plate(), (-0.02, -0.55, 0.55), (-0.06, 0.03, 0.01), 90, 11, shift=(-0.08, 0.0), key=0.8, card=0.6), HERO, samples=32, exposure=-0.5, subject=("frame", 0.56, 0.24, 0.4, 0.32)),
    "milled-manifolds": Shot(_shot(_manifolds(M.al6061, (1, 2), (0.09, 0.06, 0.05), "KP-14420 SN %d"), (0.22, -0.4, 0.22), (0.0, -0.01, 0.025), 90, 8), CARD, samples=48, exposure=-0.3),
    "titanium-impeller": Shot(_shot(_impeller(), (0.14, -0.24, 0.16), (0.0, 0.0, 0.015), 100, 8), CARD, samples=32),
    "flanged-bushings": Shot(_shot(_bushings(), (0.16, -0.28, 0.15), (0.0, -0.015, 0.015), 100, 8), CARD, samples=32),
    # The screws lie along -Y from their tips' ends (y = 0 to -0.04).
    "bone-screws": Shot(_shot(_bone_screws(6, 4), (0.08, -0.21, 0.1), (0.0, -0.02, 0.004), 100, 11), CARD),
    "prototype-heat-sinks": Shot(_shot(_heat_sinks(), (0.17, -0.3, 0.17), (0.0, -0.005, 0.01), 90, 8), CARD),
    "peek-spacers": Shot(_shot(_spacer_rows(), (0.06, -0.3, 0.18), (0.0, 0.0, 0.0), 90, 8), CARD, samples=24),
    "anodized-plates": Shot(_shot(_anodized_plates(), (0.12, -0.5, 0.4), (0.0, 0.0, 0.0), 90, 11), CARD),
    # The gauge lies along (-0.91, -0.42) from its GO end; its middle is at (-0.015, -0.038).
    "thread-plug-gauge": Shot(_shot(_plug_gauge(), (0.09, -0.34, 0.14), (-0.015, -0.038, 0.008), 100, 8), CARD, samples=32),
    # Far enough back that the mounting block and the tines' tips stay in the frame (at 0.87 m
    # the frame cut both).
    "case-end-effector": Shot(_shot(_end_effector(), (0.39, -0.65, 0.83), (0.0, -0.012, 0.0), 100, 11, focus=(0.03, -0.02, 0.003), key=0.3), CASE, samples=24),
    # Far enough back that every sleeve shows whole, end to end.
    "case-guide-sleeves": Shot(_shot(_guide_sleeves(), (0.2, -0.27, 0.17), (0.003, 0.0, 0.006), 100, 11), CASE, samples=32),
    # Both brackets whole (closer, the frame cut each), at more samples: the filter left blotches
    # on their upright faces at 32.
    "case-titanium-brackets": Shot(_shot(_ti_brackets(), (0.34, -0.68, 0.43), (0.0, -0.012, 0.02), 90, 8), CASE, samples=64),
    # Electropolished faces are mirrors: the card in front turned up gives them something bright to
    # show (they mirrored the dark studio and read as a dark anodized block).
    "case-vacuum-manifold": Shot(_shot(_vacuum_block(), (0.14, -0.25, 0.17), (0.0, 0.0, 0.025), 100, 8, card=3.0), CASE, samples=32, exposure=0.4),
    # Gallery: ten subjects under the same rig (16 samples: the lightbox shows them at 900 px, and
    # at 6 the flat faces of gauge blocks and turned faces were grain).
    # Focused on the nearer fitting's hex (it is the gallery's first picture and the lightbox's).
    "brass-threads": Shot(_shot(_fittings(), (0.07, -0.12, 0.085), (0.006, 0.014, 0.012), 100, 11, focus=(0.0, -0.006, 0.02)), SQUARE, samples=64),
    "gauge-block-set": Shot(_shot(_gauge_set(), (0.06, -0.2, 0.17), (0.0, 0.0, 0.005), 100, 11, key=0.15), SQUARE, samples=64, exposure=-0.8),
    "anodized-caps": Shot(_shot(_caps(), (0.05, -0.22, 0.16), (0.0, 0.0, 0.008), 100, 11), SQUARE, samples=16),
    "turned-face": Shot(_shot(_turned_face(), (0.07, -0.14, 0.09), (0.0, 0.0, 0.026), 100, 8), SQUARE, samples=32, exposure=-0.8),
    "manifold-ports": Shot(_shot(_manifolds(lambda: M.metal("316 milled", (0.66, 0.65, 0.63), 0.3, "swirl", 0.0007, 0.5), (5,), (0.08, 0.055, 0.05), "KP-14602 SN %d"), (-0.005, -0.19, 0.16), (-0.055, 0.03, 0.025), 100, 8), SQUARE, samples=16),
    # All six ports in frame, three in each tine's groove; the softbox down, so the hard anodize
    # is its own dark bronze and not a mirror of the light.
    "end-effector-tines": Shot(_shot(_effector_tines(), (0.085, -0.075, 0.23), (0.02, 0.037, 0.0), 100, 11, key=0.1), SQUARE, samples=32),
    "bone-screw-threads": Shot(_shot(_bone_screws(4, 9, 0.011), (0.1, -0.055, 0.05), (0.0, -0.02, 0.004), 100, 8), SQUARE, samples=32),
    "shafts": Shot(_shot(_shafts(4, 21, 0.008), (0.05, -0.37, 0.26), (0.0, -0.03, 0.0), 90, 11), SQUARE, samples=32),
    "flanges": Shot(_shot(_flanges(), (0.1, -0.26, 0.22), (0.0, -0.01, 0.0), 90, 11), SQUARE, samples=16),
    "bar-ends-close": Shot(_shot(_bar_ends(8, (-0.1, -0.1, 0.1, 0.1)), (0.08, -0.3, 0.03), (0.0, 0.0, 0.0), 100, 5.6, surface=False, card=0.0, side=0.6), SQUARE, samples=32, exposure=-0.6),
}
