"""Every picture on the site: what it shows, from where, at what size. A shot's name is its file
in assets/ (see finish.ts for which folder). Heroes are 1920 x 1080, gallery photos 1000 x 1000,
cards 960 x 720."""
import math

from kit import benches as B
from kit import machines as MC
from kit import materials as M
from kit import parts as P
from kit import rooms as R
from kit import shapes as S
from kit import stage as ST

HERO = (1920, 1080)
SQUARE = (1000, 1000)
CARD = (960, 720)
PORTRAIT = (1080, 1920)


class Shot:
    def __init__(self, folder, build, size, samples=64, exposure=-1.0, scale=1.0):
        self.folder = folder
        self.build = build
        self.size = size
        self.samples = samples
        self.exposure = exposure
        self.scale = scale


def _catalogue(builder, cam, target, lens=50):
    """A machine alone on a grey seamless backdrop, lit like a maker's catalogue photo."""
    def build():
        S.group("machine", builder(), (0, 0, 0))
        sweep = ST.studio_sweep(M.backdrop((0.36, 0.38, 0.4)), width=90, depth=24, height=14, radius=5)
        sweep.rotation_euler = (0, 0, math.pi)
        sweep.location = (0, 4, 0)
        ST.world("studio.exr", 0.25)
        ST.area_light("key", (-5, -6, 6), (0, 0, 1.2), 1600, (5, 5))
        ST.area_light("fill", (7, -5, 3), (0, 0, 1.2), 500, (4, 3))
        ST.area_light("top", (0, 0, 7), (0, 0, 0), 700, (6, 4))
        ST.camera(cam, target, lens)
    return build


def _shop(cam, target, lens=28, fstop=None, focus=None):
    def build():
        R.shop_floor()
        ST.camera(cam, target, lens, fstop, focus)
    return build


def _lab(cam, target, lens=35, fstop=None, focus=None, shift=(0, 0)):
    """The inspection lab: white walls under many panels; its shots are exposed half a stop down."""
    def build():
        R.quality_room()
        ST.camera(cam, target, lens, fstop, focus, shift=shift)
    return build


def _inside(machine, cam, target, lens=35, fstop=4.0, lamp=(0, 0, 0), power=50, shift=(0, 0)):
    """A close shot inside a machine's work zone, lit by its own work lamp and the shop beyond."""
    def build():
        S.group("machine", machine(), (0, 0, 0))
        S.box("shop floor", (30, 30, 0.1), (0, 0, -0.05), M.epoxy_floor(), bevel=0)
        ST.world("interior.exr", 0.5)
        ST.area_light("work lamp", lamp, (lamp[0], lamp[1], 0), power, (0.6, 0.3), (1, 0.96, 0.9))
        ST.area_light("shop", (cam[0] - 1.5, cam[1] - 3, 3), target, 300, (3, 3))
        ST.camera(cam, target, lens, fstop, shift=shift)
    return build


def _bench(scene, cam, target, lens=50, fstop=4.0, focus=None):
    """A close shot of one of the work areas in benches.py, its room out of focus behind."""
    def build():
        scene()
        ST.camera(cam, target, lens, fstop, focus)
    return build


def _tabletop(arrange, cam, target, lens=85, fstop=8.0, surface="slate", hdri="studio.exr", key=(-0.8, -0.6, 0.9)):
    """Parts on a work surface: one large softbox, a rim light, a dark backdrop that falls off."""
    surfaces = {
        "slate": lambda: M.dielectric("slate", (0.035, 0.037, 0.04), 0.45),
        "granite": M.granite,
        "steel": lambda: M.metal("bench steel", (0.45, 0.46, 0.47), 0.38, "milled", 120, 0.05),
        "blue mat": lambda: M.dielectric("ESD mat", (0.05, 0.12, 0.22), 0.7),
    }

    def build():
        S.box("surface", (3, 3, 0.04), (0, 0, -0.02), surfaces[surface](), bevel=0)
        sweep = ST.studio_sweep(M.backdrop((0.05, 0.055, 0.06)), width=4, depth=3, height=2, radius=0.6)
        sweep.rotation_euler = (0, 0, math.pi)
        sweep.location = (0, 1.4, -0.001)
        arrange()
        ST.world(hdri, 0.4)
        ST.area_light("softbox", key, (0, 0, 0), 40, (0.9, 0.9))
        ST.area_light("rim", (0.6, 0.8, 0.5), (0, 0, 0), 35, (0.3, 0.9))
        ST.area_light("fill", (0.9, -0.7, 0.3), (0, 0, 0), 12, (0.6, 0.6))
        ST.camera(cam, target, lens, fstop)
    return build


# Part arrangements for the tabletop shots ---------------------------------------------------------

def _turned_tray():
    tray = M.paint("tray", (0.08, 0.09, 0.1), 0.6)
    S.box("tray", (0.36, 0.24, 0.012), (0, 0, 0.006), tray, bevel=0.004)
    for i in range(6):
        for j in range(3):
            part = P.fitting if (i + j) % 2 else P.pin
            mat = M.brass() if part is P.fitting else M.stainless()
            part("tray part", mat, loc=(-0.12 + i * 0.045, -0.06 + j * 0.05, 0.018), rot=(math.pi / 2, 0, math.radians(8 * (i - j))))


def _housing_hero():
    P.housing("hero housing", M.aluminum(), (0.16, 0.11, 0.045), (0, 0, 0), (0, 0, math.radians(25)))


def _titanium():
    P.flange("ti flange a", M.titanium(), 0.045, 0.012, (-0.05, 0.02, 0), (0, 0, 0.2))
    P.flange("ti flange b", M.titanium(), 0.035, 0.01, (0.06, 0.06, 0), (0, 0, 0.5))
    for i in range(4):
        P.bone_screw("ti screw", M.titanium(), (0.02 + i * 0.022, -0.06, 0.0045), (math.pi / 2, 0, math.radians(-12 + i * 3)))


def _shafts():
    for i in range(5):
        P.shaft("shaft", M.stainless(), 0.14, 0.011, (-0.05 + i * 0.03, -0.07 + i * 0.005, 0.0138), (-math.pi / 2, 0, math.radians(-10)))


def _swiss_parts():
    for i in range(7):
        P.bone_screw("screw", M.titanium() if i % 2 else M.stainless(), (-0.045 + i * 0.015, 0, 0.0045), (math.pi / 2, 0, math.radians(4 * (i - 3))))
    for i in range(5):
        P.pin("pin", M.stainless(), 0.03, 0.0025, (0.065 + i * 0.012, 0.01, 0.0025), (math.pi / 2, 0, math.radians(6 * i - 10)))


def _prototype():
    P.housing("proto housing", M.aluminum(), (0.16, 0.11, 0.045), (-0.04, 0.04, 0), (0, 0, math.radians(-15)))
    P.bracket("proto bracket", M.aluminum(), (0.1, -0.06, 0), (0, 0, math.radians(20)))
    P.spacer("proto spacer", M.peek(), loc=(-0.12, -0.07, 0))
    P.spacer("proto spacer 2", M.peek(), 0.016, 0.007, 0.01, loc=(-0.08, -0.1, 0))


def _production_batch():
    for i in range(8):
        for j in range(5):
            P.spacer("batch spacer", M.peek() if j % 2 == 0 else M.delrin_black(), 0.011, 0.005, 0.012, loc=(-0.12 + i * 0.032, -0.06 + j * 0.032, 0))


def _anodized():
    colours = [(0.02, 0.02, 0.025), (0.05, 0.12, 0.4), (0.35, 0.03, 0.04), (0.55, 0.58, 0.6)]
    for i, colour in enumerate(colours):
        P.bracket("anodized bracket", M.anodized("c%d" % i, colour), (-0.09 + (i % 2) * 0.16, -0.06 + (i // 2) * 0.13, 0), (0, 0, math.radians(-20 + 12 * i)))


def _end_effectors():
    P.end_effector("effector", loc=(0.0, 0.0, 0), rot=(0, 0, math.radians(-22)))


def _guide_sleeves():
    # Side by side on their collars, never touching: 18 mm apart for a 13 mm collar.
    for i in range(5):
        P.guide_sleeve("sleeve", M.stainless(), (0.006 * (i % 2) + 0.045, -0.036 + i * 0.018, 0.0065), (math.pi / 2, 0, math.radians(-90 + 2 * (i - 2))))


def _titanium_brackets():
    # Apart, as two finished parts are set down (closer, the corner of one met the other's flange).
    P.bracket("ti bracket a", M.titanium("milled"), (-0.06, 0.05, 0), (0, 0, math.radians(-12)))
    P.bracket("ti bracket b", M.titanium("milled"), (0.06, -0.065, 0), (0, 0, math.radians(-30)))


def _vacuum_manifold():
    bright = M.metal("electropolished 316L", (0.7, 0.69, 0.67), 0.08, "turned", 1600, 0.05)
    P.manifold("uhv manifold", bright, (0.1, 0.07, 0.07), (-0.03, 0.02, 0), (0, 0, math.radians(28)))
    P.flange("uhv flange", bright, 0.034, 0.011, (0.075, -0.045, 0), (0, 0, 0.3), bolts=6)


def _manifolds():
    P.manifold("m1", M.stainless_milled(), (0.09, 0.06, 0.06), (-0.05, 0.02, 0), (0, 0, math.radians(30)))
    P.manifold("m2", M.aluminum(), (0.09, 0.06, 0.06), (0.06, -0.03, 0), (0, 0, math.radians(-15)))


# VMC work zone (see machines.vmc): vise and part near (-0.25, -0.54, 1.26), tool tip about z 1.39.
_VMC_PART = (-0.25, -0.52, 1.28)
# 5-axis work zone: cradle near (-0.15, -0.61, 1.22).
_TRUNNION = (-0.15, -0.61, 1.22)
# Lathe work zone: chuck at x -0.7, spindle axis y -0.38, z 1.27.
_CHUCK = (-0.55, -0.38, 1.27)

SHOTS = {
    # Home hero slides
    "hero-shop-floor": Shot("photos", _shop((0.4, -13.5, 1.7), (0.0, 10, 1.5), 24), HERO, 28, -1.5),
    # Slide 2's headline runs across most of a wide screen: the trunnion stands right of its lead
    # (a shifted lens), half a stop brighter; a phone gets its own upright frame.
    "hero-five-axis": Shot("photos", _inside(MC.five_axis, (0.25, -1.15, 1.45), (-0.15, -0.61, 1.33), 30, 5.6, (-0.1, -0.6, 1.9), shift=(-0.2, 0.04)), HERO, 28, -1.0),
    "hero-five-axis-portrait": Shot("photos", _inside(MC.five_axis, (0.2, -1.2, 1.5), (-0.15, -0.61, 1.33), 30, 5.6, (-0.1, -0.6, 1.9)), PORTRAIT, 28, -1.0),
    # Slide 3's headline is on the left of a wide screen: the CMM stands right of it (a shifted
    # lens, no tilt). A phone gets its own upright frame, the probe and the part in its lower
    # quarter (the lens shifted up): in the middle they stood behind the headline and its text.
    "hero-inspection": Shot("photos", _lab((1.33, 0.0, 1.3), (0.1, 1.45, 0.98), 35, 8.0, shift=(-0.17, 0)), HERO, 28, -1.2),
    "hero-inspection-portrait": Shot("photos", _lab((0.95, 0.45, 1.2), (0.1, 1.45, 0.98), 30, 8.0, shift=(0, 0.18)), PORTRAIT, 28, -1.2),
    # Page heroes
    "machine-row": Shot("photos", _shop((-2.4, -13, 0.9), (-3.2, 6, 1.4), 32), HERO, 28, -1.5),
    # Services' headline and lead fill the left half of a wide banner: the spindle stands right of
    # them (a shifted lens, as slide 3's); a phone gets its own upright frame.
    "milling-closeup": Shot("photos", _inside(MC.vmc, (0.15, -1.0, 1.5), (-0.25, -0.52, 1.33), 35, 4.0, (-0.2, -0.55, 1.9), shift=(-0.2, 0.07)), HERO, 28, -1.3),
    "milling-closeup-portrait": Shot("photos", _inside(MC.vmc, (0.1, -1.05, 1.5), (-0.25, -0.52, 1.36), 35, 4.0, (-0.2, -0.55, 1.9)), PORTRAIT, 28, -1.3),
    "quote-desk": Shot("photos", _bench(B.quote_desk, (0.3, -1.05, 1.12), (0.02, 0.0, 0.8), 35, 2.8), HERO, 28, -1.6),
    # Home
    "packing-bench": Shot("photos", _bench(B.packing_bench, (0.1, -0.75, 1.55), (0.0, 0.02, 0.95), 35, 5.6), SQUARE, 24, -1.8),
    "cmm-probe": Shot("photos", _lab((0.44, 0.95, 1.1), (0.13, 1.47, 0.94), 50, 5.6), CARD, 24, -1.3),
    "lathe-turret": Shot("photos", _inside(lambda: MC.lathe("okuma"), (-0.25, -0.88, 1.32), (-0.55, -0.3, 1.36), 26, 5.6, (-0.2, -0.43, 1.62)), CARD, 24, -1.5),
    # About (the quality lab)
    "height-gauge": Shot("photos", _lab((2.74, 3.02, 1.14), (3.08, 3.5, 1.0), 45, 4.0), CARD, 24, -1.6),
    # Beside the instruments' table on wide screens: upright, the gauge's column whole in it (a
    # crop of the card above cut it off under a blank wall).
    "height-gauge-portrait": Shot("photos", _lab((2.7, 2.98, 1.2), (3.08, 3.5, 1.06), 40, 4.0), (720, 960), 24, -1.6),
    # Services cards
    "manifold-milling": Shot("photos", _tabletop(_manifolds, (0.28, -0.42, 0.22), (0, 0, 0.025), 85, 8, "steel"), CARD, 32),
    "trunnion-part": Shot("photos", _inside(MC.five_axis, (-0.6, -1.0, 1.5), _TRUNNION, 40, 4.0, (-0.1, -0.6, 1.9)), CARD, 64, -1.5),
    "turned-shafts": Shot("photos", _tabletop(_shafts, (0.3, -0.35, 0.2), (0.01, 0, 0.01), 85, 8, "granite"), CARD, 32),
    "swiss-parts": Shot("photos", _tabletop(_swiss_parts, (0.1, -0.16, 0.09), (0, -0.01, 0.004), 100, 11, "blue mat"), CARD, 32),
    "prototype-parts": Shot("photos", _tabletop(_prototype, (0.25, -0.4, 0.28), (-0.01, -0.01, 0.02), 70, 8, "slate"), CARD, 32),
    "production-batch": Shot("photos", _tabletop(_production_batch, (0.05, -0.3, 0.22), (0, 0, 0), 85, 8, "steel"), CARD, 32),
    "anodized-parts": Shot("photos", _tabletop(_anodized, (-0.2, -0.34, 0.3), (0, 0, 0.01), 70, 8, "slate"), CARD, 32),
    "cmm-inspection": Shot("photos", _lab((1.6, -1.2, 1.6), (0, 1.4, 1.0), 35), SQUARE, 24, -1.6),
    # Case studies
    "case-end-effector": Shot("photos", _tabletop(_end_effectors, (0.16, -0.3, 0.24), (0.01, 0.0, 0.0), 50, 8, "steel"), CARD, 32),
    # From the tips' end, so the bore shows in each.
    "case-guide-sleeves": Shot("photos", _tabletop(_guide_sleeves, (0.27, -0.12, 0.13), (0.0, 0.0, 0.006), 85, 11, "blue mat"), CARD, 32),
    "case-actuator-brackets": Shot("photos", _tabletop(_titanium_brackets, (0.24, -0.46, 0.34), (0.0, 0.0, 0.02), 70, 8, "granite"), CARD, 32),
    "case-vacuum-manifold": Shot("photos", _tabletop(_vacuum_manifold, (0.26, -0.4, 0.3), (0.02, -0.01, 0.03), 70, 8, "slate"), CARD, 32),
    # Gallery (the ten photos of the Services gallery: ten different subjects)
    "bar-stock": Shot("photos", _bench(B.bar_rack, (2.3, -0.9, 1.35), (1.1, 0.75, 0.95), 35, 5.6), SQUARE, 24, -1.6),
    "five-axis-milling": Shot("photos", _shop((0.2, 0.6, 1.75), (-4.6, -2.8, 1.3), 30), SQUARE, 24, -1.5),
    "turned-parts": Shot("photos", _tabletop(_turned_tray, (0.05, -0.3, 0.3), (0, 0, 0), 60, 8, "steel"), SQUARE, 32),
    "inspection-report": Shot("photos", _lab((2.95, 2.05, 1.3), (3.2, 2.62, 0.8), 45, 4.0), SQUARE, 24, -2.3),
    "cnc-turning": Shot("photos", _inside(lambda: MC.lathe("okuma"), (-0.64, -0.8, 1.2), (-0.52, -0.38, 1.29), 45, 4.0, (-0.2, -0.43, 1.62)), SQUARE, 24, -1.5),
    "aluminum-housing": Shot("photos", _tabletop(_housing_hero, (0.26, -0.38, 0.28), (0, 0, 0.02), 70, 8, "slate"), SQUARE, 32),
    "titanium-components": Shot("photos", _tabletop(_titanium, (0.15, -0.32, 0.26), (0.01, -0.02, 0.01), 70, 8, "granite"), SQUARE, 32),
    "deburr-bench": Shot("photos", _bench(B.deburr_bench, (0.12, -0.5, 1.13), (0.0, -0.03, 0.92), 32, 4.0), SQUARE, 24, -1.8),
    "tool-presetter": Shot("photos", _bench(B.presetter, (0.1, -0.95, 1.35), (0.0, 0.08, 1.0), 30, 4.0), SQUARE, 24, -1.8),
    "shipping-cartons": Shot("photos", _bench(B.packing_bench, (1.0, -1.25, 1.45), (1.75, 0.3, 0.55), 35, 4.0), SQUARE, 24, -1.8),
    # About: equipment, catalogue style
    "vertical-machining-center": Shot("equipment", _catalogue(lambda: MC.vmc("haas"), (-3.4, -6.6, 2.0), (0.1, 0, 1.3), 45), CARD, 28),
    "five-axis-trunnion": Shot("equipment", _catalogue(lambda: MC.five_axis("haas"), (3.0, -6.4, 2.1), (0, 0, 1.35), 45), CARD, 28),
    "cnc-lathe": Shot("equipment", _catalogue(lambda: MC.lathe("okuma"), (-2.8, -5.4, 1.7), (0.2, 0, 1.0), 45), CARD, 28),
    "twin-spindle-lathe": Shot("equipment", _catalogue(lambda: MC.lathe("mazak", 3.6, 2.0, 2.1, twin=True, model="QT-NEXUS 250"), (2.8, -6.6, 1.8), (0, 0, 1.05), 42), CARD, 28),
    "swiss-turning-center": Shot("equipment", _catalogue(lambda: MC.swiss("citizen"), (-2.2, -6.2, 1.9), (-1.4, 0, 0.95), 38), CARD, 28),
    "horizontal-machining-center": Shot("equipment", _catalogue(lambda: MC.hmc("dmg"), (3.6, -7.4, 2.3), (-0.3, -0.6, 1.4), 42), CARD, 28),
    "large-vmc": Shot("equipment", _catalogue(lambda: MC.vmc("haas", 3.9, 2.6, 2.9, 2.3, model="VF-6"), (-3.6, -7.6, 2.4), (0, 0, 1.5), 45), CARD, 28),
    "cmm": Shot("equipment", _catalogue(MC.cmm, (-1.9, -3.4, 1.7), (0, 0, 0.95), 45), CARD, 28),
}
