"""Machined parts with the features a buyer looks for: pockets with corner radii, counterbored
and tapped holes, turned diameters with grooves and threads, laser-etched part numbers. Every
edge is broken (EDGE, 0.012 in) as a deburred part's is. Sizes are in metres, each part built
around its origin resting on z = 0 unless said otherwise; `seed` varies the copies of one part
(hole count, boss position, a thousandth here and there) so no two read as clones.

No part appears in more than two pictures (shots.py):
  housing: the hero flat lay, Home's housings in foam; sensor_housing: slide 3;
  manifold: the milling card, the gallery's manifold; vacuum_block: its case study;
  bracket: the flat lay (7075), the titanium case study; flange: the CMM card, the gallery;
  shaft: the turning card on Home, the gallery; bushing: the turning card, the turned finish;
  nozzle, fitting, spacer, cover_plate, heat_sink, impeller, guide_sleeve: the flat lay and one
  more each (threads, production, finishing, prototyping, 5-axis, the sleeves' case study);
  bone_screw: the Swiss card, the gallery; cap: the gallery's anodize colors;
  end_effector: its case study, the gallery; stylus: slide 3, the CMM card;
  gauge_block: the quality lab, the gallery; plug_gauge: the inspection card;
  bar: About's banner, the gallery; tooling_plate: Services' banner;
  dovetail_vise, fixture_part, end_mill, chips: slide 2.
"""
import math
import random

import bmesh
import bpy

from . import materials as M
from . import shapes as S

INCH = 0.0254
# The edge break of a deburred part: 0.3 mm, 0.012 in.
EDGE = 0.0003


def etched(body, text, loc, size, on_dark=False, rot=(0, 0, 0)):
    """A laser-etched marking lying on a face at loc (in the part's space), 0.01 mm proud."""
    curve = bpy.data.curves.new("etch", "FONT")
    curve.body = text
    curve.size = size
    curve.align_x = "CENTER"
    curve.align_y = "CENTER"
    obj = bpy.data.objects.new("etch " + text, curve)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    obj.rotation_euler = rot
    obj.data.materials.append(M.etch(on_dark))
    obj.parent = body
    obj.matrix_parent_inverse = body.matrix_basis.inverted()
    return obj


def housing(name="housing", mat=None, size=(0.09, 0.06, 0.03), loc=(0, 0, 0), rot=(0, 0, 0), seed=0, mark=None):
    """An electronics housing: a deep pocket with radiused corners, a floor boss, counterbored
    mounting holes in the flange, tapped holes on the rim, a connector bore in one wall."""
    rng = random.Random(seed)
    sx, sy, sz = size
    mat = mat or M.al6061()
    body = S.box(name, (sx, sy, sz), (0, 0, sz / 2), mat, bevel=0)
    wall = 0.006
    S.rounded_pocket(body, (sx - 2 * wall, sy - 2 * wall, sz * 0.75), 0.005, (0, 0, sz))
    for dx in (-1, 1):
        for dy in (-1, 1):
            S.hole(body, 0.0017, 0.03, (dx * (sx / 2 - wall / 2), dy * (sy / 2 - wall / 2), sz))
    taps = rng.choice((2, 3))
    for i in range(taps):
        S.hole(body, 0.0011, 0.02, (-sx / 4 + i * sx / (2 * (taps - 1)), sy / 2 - wall / 2, sz))
    children = [body]
    bx = sx * rng.uniform(0.12, 0.22)
    boss = S.cylinder(name + " boss", 0.0075, sz * 0.5, (bx, 0, sz * 0.5), mat, bevel=EDGE)
    S.hole(boss, 0.0025, 0.05, (0, 0, sz * 0.25))
    children.append(boss)
    S.hole(body, 0.0045, 0.03, (-sx / 2, rng.uniform(-0.004, 0.004), sz * 0.55), rot=(0, math.pi / 2, 0))
    S.round_edges(body, EDGE, 2)
    if mark:
        children.append(etched(body, mark, (-sx * 0.2, -sy / 2 + wall / 2, sz + 0.00001), 0.0024))
    return S.group(name + " part", children, loc, rot)


def sensor_housing(name="sensor housing", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A black-anodized sensor housing: a square block with a counterbored precision bore and a
    bolt pattern at its corners. No etched number: on the face in front of the bore it fell out of
    focus in the hero and read as a smear."""
    mat = mat or M.black_anodize()
    s, h = 0.06, 0.026
    body = S.box(name, (s, s, h), (0, 0, h / 2), mat, bevel=0)
    S.hole(body, 0.0125, 0.1, (0, 0, h), counterbore=(0.017, 0.004))
    for dx in (-1, 1):
        for dy in (-1, 1):
            S.hole(body, 0.0017, 0.05, (dx * 0.023, dy * 0.023, h), counterbore=(0.0029, 0.0025))
    S.hole(body, 0.0012, 0.02, (0.0, -0.024, h))
    S.round_edges(body, EDGE, 2)
    return S.group(name + " part", [body], loc, rot)


def manifold(name="manifold", mat=None, size=(0.09, 0.06, 0.06), loc=(0, 0, 0), rot=(0, 0, 0), seed=0, mark=None):
    """A manifold block: spot-faced ports on three faces, cross-drilled passages, tapped holes
    for the valve or flange that bolts on."""
    rng = random.Random(seed)
    sx, sy, sz = size
    body = S.box(name, size, (0, 0, sz / 2), mat or M.al6061(), bevel=0)
    S.hole(body, 0.0065, 0.04, (-sx * 0.22, 0, sz), counterbore=(0.0105, 0.0012))
    S.hole(body, 0.0045, 0.04, (sx * 0.22, sy * rng.uniform(0.05, 0.15), sz), counterbore=(0.008, 0.0012))
    S.hole(body, 0.0055, 0.06, (rng.uniform(-0.01, 0.01), -sy / 2, sz * 0.5), rot=(math.pi / 2, 0, 0), counterbore=(0.009, 0.0012))
    S.hole(body, 0.004, 0.05, (sx / 2, 0, sz * 0.35), rot=(0, math.pi / 2, 0), counterbore=(0.0068, 0.001))
    for dx in (-1, 1):
        for dy in (-1, 1):
            S.hole(body, 0.0015, 0.012, (dx * sx * 0.4, dy * sy * 0.36, sz))
            S.hole(body, 0.0013, 0.012, (dx * sx * 0.14, -sy / 2, sz * 0.5 + dy * sz * 0.3), rot=(math.pi / 2, 0, 0))
    S.round_edges(body, EDGE, 2)
    children = [body]
    if mark:
        children.append(etched(body, mark, (sx * 0.1, -sy * 0.3, sz + 0.00001), 0.0028))
    return S.group(name + " part", children, loc, rot)


def bracket(name="bracket", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), size=(0.12, 0.05, 0.06), mark=None):
    """An L-bracket: a base and a wall each with three holes (six in all, toleranced for true
    position), a relief where they meet."""
    mat = mat or M.al7075()
    lx, ly, lz = size
    t = 0.008
    base = S.box(name + " base", (lx, ly, t), (0, 0, t / 2), mat, bevel=0)
    wall = S.box(name + " wall", (lx, t, lz), (0, ly / 2 - t / 2, lz / 2), mat, bevel=0)
    for dx in (-lx / 3, 0.0, lx / 3):
        S.hole(base, 0.0028, 0.02, (dx, -ly * 0.12, t))
        S.hole(wall, 0.0022, 0.03, (dx, ly / 2, lz * 0.66), rot=(math.pi / 2, 0, 0))
    S.round_edges(base, EDGE, 2)
    S.round_edges(wall, EDGE, 2)
    children = [base, wall]
    if mark:
        children.append(etched(base, mark, (-lx * 0.3, -ly * 0.35, t + 0.00001), 0.0026))
    return S.group(name, children, loc, rot)


def flange(name="flange", mat=None, radius=0.04, thickness=0.01, loc=(0, 0, 0), rot=(0, 0, 0), bolts=6, seed=0):
    """A turned flange: spigot, bore, counterbored bolt circle, chamfered edges."""
    rng = random.Random(seed)
    mat = mat or M.ss316()
    c = EDGE
    spig = radius * rng.uniform(0.55, 0.62)
    body = S.lathe(name, [
        (0.0, 0.0), (radius - c, 0.0), (radius, c), (radius, thickness - c), (radius - c, thickness),
        (spig + 0.001, thickness), (spig, thickness + 0.001), (spig, thickness + 0.007 - c), (spig - c, thickness + 0.007),
        (0.0, thickness + 0.007)], (0, 0, 0), mat)
    S.hole(body, radius * 0.3, 0.08, (0, 0, thickness))
    for i in range(bolts):
        a = 2 * math.pi * i / bolts + rng.uniform(0, 0.5)
        S.hole(body, 0.0028, 0.05, (math.cos(a) * radius * 0.8, math.sin(a) * radius * 0.8, thickness), counterbore=(0.0048, 0.002))
    return S.group(name + " part", [body], loc, rot)


def shaft(name="shaft", mat=None, length=0.12, radius=0.009, loc=(0, 0, 0), rot=(0, 0, 0), threaded=True, seed=0):
    """A stepped shaft along its Z: chamfered ends, a relief groove, a bearing journal, a
    threaded end and a collar; copies vary in their steps."""
    rng = random.Random(seed)
    mat = mat or M.ss174()
    r = radius
    j = rng.uniform(0.58, 0.66)
    profile = [
        (0.0, 0.0), (r * 0.6, 0.0), (r * 0.7, 0.0006),
        (r * 0.7, length * 0.22),
        (r * 0.55, length * 0.22), (r * 0.55, length * 0.24),
        (r - EDGE, length * 0.24), (r, length * 0.24 + EDGE), (r, length * j),
        (r * 0.86, length * j), (r * 0.86, length * (j + 0.02)), (r, length * (j + 0.02)),
        (r, length * 0.72), (r * 1.25 - EDGE, length * 0.72), (r * 1.25, length * 0.72 + EDGE), (r * 1.25, length * 0.8 - EDGE),
        (r * 1.25 - EDGE, length * 0.8), (r * 0.8, length * 0.8), (r * 0.8, length - 0.0008), (r * 0.72, length), (0.0, length)]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    children = [body]
    if threaded:
        children.append(S.thread(name + " thread", r * 0.72, r * 0.6, 0.0012, length * 0.2, (0, 0, 0.0012), mat))
    return S.group(name + " part", children, loc, rot)


def bushing(name="bushing", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), r_out=0.016, r_in=0.009, length=0.03, seed=0):
    """A flanged bushing: a turned flange, a body with an oil groove, a bore chamfered at both ends."""
    rng = random.Random(seed)
    mat = mat or M.ss316()
    fl = r_out * rng.uniform(1.45, 1.6)
    c = EDGE
    profile = [
        (r_in + c, 0.0), (fl - c, 0.0), (fl, c), (fl, 0.005 - c), (fl - c, 0.005),
        (r_out, 0.005), (r_out, length * 0.55), (r_out * 0.93, length * 0.55), (r_out * 0.93, length * 0.6), (r_out, length * 0.6),
        (r_out, length - 0.0006), (r_out - 0.0006, length), (r_in + 0.0006, length), (r_in, length - 0.0006),
        (r_in, c), (r_in + c, 0.0)]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)


def nozzle(name="nozzle", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A turned 316 nozzle: hex-less round body with a wrench flat ring, a taper to the orifice."""
    mat = mat or M.ss316()
    profile = [
        (0.003, 0.0), (0.0095, 0.0), (0.01, 0.0005), (0.01, 0.012), (0.0085, 0.012), (0.0085, 0.014),
        (0.011, 0.014), (0.0115, 0.0145), (0.0115, 0.022), (0.011, 0.0225), (0.0065, 0.034), (0.0045, 0.037),
        (0.0035, 0.0375), (0.001, 0.0375), (0.001, 0.03), (0.003, 0.0), ]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    thread = S.thread(name + " thread", 0.0099, 0.0088, 0.0011, 0.01, (0, 0, 0.001), mat)
    return S.group(name + " part", [body, thread], loc, rot)


def fitting(name="fitting", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A C360 hex-bodied fitting: hex flats, a thread at each end, a through bore. Lying on its
    side it rests on a flat (turned 30 degrees: on a corner it sank into the plate and showed the
    camera one flat face-on, a square)."""
    mat = mat or M.brass()
    hexb = S.cylinder(name + " hex", 0.011, 0.012, (0, 0, 0.016), mat, rot=(0, 0, math.radians(30)), verts=6, bevel=EDGE * 1.5)
    t1 = S.thread(name + " thread a", 0.0075, 0.0066, 0.001, 0.01, (0, 0, 0), mat)
    t2 = S.thread(name + " thread b", 0.0062, 0.0054, 0.0008, 0.01, (0, 0, 0.022), mat)
    S.hole(hexb, 0.0035, 0.05, (0, 0, 0.006))
    return S.group(name + " part", [hexb, t1, t2], loc, rot)


def bone_screw(name="bone screw", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), length=0.034):
    """A medical bone screw: domed head with hex socket, coarse thread, tapered tip."""
    mat = mat or M.titanium()
    head = S.lathe(name + " head", [(0.0, 0.0), (0.0035, 0.0), (0.0045, 0.001), (0.0045, 0.0025), (0.0038, 0.0042), (0.0, 0.0046)], (0, 0, length + 0.002), mat)
    S.hole(head, 0.0016, 0.006, (0, 0, length + 0.0065), rot=(0, 0, 0))
    shank = S.thread(name + " thread", 0.0028, 0.0018, 0.0018, length, (0, 0, 0.002), mat, verts=40)
    tip = S.cylinder(name + " tip", 0.0018, 0.003, (0, 0, 0.0015), mat, radius_top=0.0018, bevel=0)
    return S.group(name + " part", [head, shank, tip], loc, rot)


def spacer(name="spacer", mat=None, r_out=0.012, r_in=0.006, h=0.016, loc=(0, 0, 0), rot=(0, 0, 0)):
    mat = mat or M.peek()
    c = 0.0004
    body = S.lathe(name, [(r_in + c, 0.0), (r_out - c, 0.0), (r_out, c), (r_out, h - c), (r_out - c, h), (r_in + c, h), (r_in, h - c), (r_in, c), (r_in + c, 0.0)], (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)


def cap(name="cap", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), r=0.014, h=0.018):
    """A turned, anodized knob cap: grip grooves round it, a chamfered flat top with a counterbore."""
    profile = [(0.004, 0.0), (r - 0.0004, 0.0), (r, 0.0004)]
    for g in range(4):
        z = 0.003 + g * 0.0028
        profile += [(r, z), (r - 0.0008, z + 0.0005), (r - 0.0008, z + 0.0012), (r, z + 0.0017)]
    # A chamfered flat top with a counterbore for the shaft's nut.
    profile += [(r, h - 0.0008), (r - 0.0008, h), (0.0045, h), (0.0045, h - 0.003), (0.0, h - 0.003)]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)


def cover_plate(name="cover plate", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), size=(0.07, 0.045, 0.004), mark=None, seed=0):
    """An anodized cover plate: counterbored corner holes, a rectangular window with radiused
    corners, a shallow relief pocket, its part number etched."""
    rng = random.Random(seed)
    sx, sy, sz = size
    body = S.box(name, (sx, sy, sz), (0, 0, sz / 2), mat, bevel=0)
    for dx in (-1, 1):
        for dy in (-1, 1):
            S.hole(body, 0.0016, 0.02, (dx * (sx / 2 - 0.005), dy * (sy / 2 - 0.005), sz), counterbore=(0.0028, 0.0016))
    S.rounded_pocket(body, (sx * 0.36, sy * 0.42, sz * 2), 0.003, (sx * rng.uniform(0.08, 0.14), 0, sz))
    S.rounded_pocket(body, (sx * 0.28, sy * 0.5, sz * 0.35), 0.004, (-sx * 0.22, 0, sz))
    S.round_edges(body, EDGE, 2)
    children = [body]
    if mark:
        children.append(etched(body, mark, (sx * 0.1, -sy * 0.36, sz + 0.00001), 0.0022, on_dark=True))
    return S.group(name + " part", children, loc, rot)


def heat_sink(name="heat sink", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), fins=9, size=(0.08, 0.06, 0.024)):
    """A milled heat sink: a base plate with tapped mounting holes and a row of thin fins."""
    sx, sy, sz = size
    mat = mat or M.al6061()
    base = S.box(name, (sx, sy, 0.006), (0, 0, 0.003), mat, bevel=0)
    for dx in (-1, 1):
        S.hole(base, 0.0017, 0.02, (dx * (sx / 2 - 0.004), 0, 0.006), counterbore=(0.003, 0.0015))
    S.round_edges(base, EDGE, 2)
    children = [base]
    pitch = (sx - 0.014) / (fins - 1)
    for i in range(fins):
        children.append(S.box(name + " fin", (0.0016, sy, sz - 0.006), (-sx / 2 + 0.007 + i * pitch, 0, 0.006 + (sz - 0.006) / 2), mat, bevel=EDGE))
    return S.group(name + " part", children, loc, rot)


def impeller(name="impeller", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), blades=9, r_base=0.032, height=0.03):
    """A 5-axis milled impeller: a swept hub with a bore, and thin twisted blades whose tips fall
    from the hub's base to its nose."""
    mat = mat or M.titanium("turned", 0.00025)
    hub_profile = [(0.005, 0.0), (r_base * 0.82, 0.0), (r_base * 0.82, 0.004)]
    for k in range(1, 9):
        t = k / 8
        hub_profile.append((r_base * 0.82 - (r_base * 0.82 - 0.008) * math.sin(t * math.pi / 2), 0.004 + (height - 0.004) * (1 - math.cos(t * math.pi / 2))))
    hub_profile += [(0.005, height), (0.005, 0.0)]
    hub = S.lathe(name + " hub", hub_profile, (0, 0, 0), mat)
    mesh = bpy.data.meshes.new(name + " blades")
    bm = bmesh.new()
    rows, cols = 14, 6
    for b in range(blades):
        theta0 = 2 * math.pi * b / blades
        grid = []
        for i in range(rows + 1):
            s = i / rows
            z = 0.004 + (height - 0.006) * s
            r_hub = r_base * 0.82 - (r_base * 0.82 - 0.008) * math.sin(min(1.0, s) * math.pi / 2) - 0.0005
            r_tip = r_base - (r_base - 0.011) * s
            row = []
            for j in range(cols + 1):
                u = j / cols
                rr = r_hub + (r_tip - r_hub) * u
                a = theta0 + 0.9 * s ** 1.3 + 0.15 * u
                row.append(bm.verts.new((rr * math.cos(a), rr * math.sin(a), z)))
            grid.append(row)
        for i in range(rows):
            for j in range(cols):
                bm.faces.new((grid[i][j], grid[i][j + 1], grid[i + 1][j + 1], grid[i + 1][j]))
    bm.to_mesh(mesh)
    bm.free()
    vanes = bpy.data.objects.new(name + " blades", mesh)
    bpy.context.scene.collection.objects.link(vanes)
    vanes.data.materials.append(M.titanium("swirl", 0.0004))
    solid = vanes.modifiers.new("thickness", "SOLIDIFY")
    solid.thickness = 0.0012
    solid.offset = 0
    S.smooth(vanes)
    return S.group(name + " part", [hub, vanes], loc, rot)


def end_mill(name="end mill", radius=0.005, flute_len=0.025, shank_len=0.035, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A four-flute coated carbide end mill, pointing down from loc: helical flutes from a
    twisted star section, a ground shank above them."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    flutes, res, layers = 4, 64, 40
    rings = []
    for k in range(layers + 1):
        z = -flute_len + flute_len * k / layers
        twist = (flute_len * k / layers) / (radius * 2)
        ring = []
        for i in range(res):
            a = 2 * math.pi * i / res
            phase = (a * flutes) % (2 * math.pi)
            r = radius * (0.72 + 0.28 * min(1, (phase / (2 * math.pi)) * 1.6)) if phase < 2 * math.pi * 0.62 else radius * 0.72
            ring.append(bm.verts.new((r * math.cos(a + twist), r * math.sin(a + twist), z)))
        rings.append(ring)
    for a_ring, b_ring in zip(rings, rings[1:]):
        for i in range(res):
            j = (i + 1) % res
            bm.faces.new((a_ring[i], a_ring[j], b_ring[j], b_ring[i]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
    flute = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(flute)
    flute.data.materials.append(M.coated_carbide())
    S.smooth(flute)
    shank = S.cylinder(name + " shank", radius, shank_len, (0, 0, shank_len / 2), M.carbide(), bevel=0.0004)
    return S.group(name + " tool", [flute, shank], loc, rot)


def end_effector(name="end effector", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """KP-40217, the wafer-handling end effector of the case study and the sample first-article
    report (site/content/first-article.ts), to its dimensions: an 11.0 x 3.35 in blade 0.138 in
    thick, forked by a 1.26 in slot with a full 0.63 in radius at its end; on each tine a vacuum
    groove 0.098 in wide and 0.055 in deep with three Ø0.087 in ports in it (six in all); a
    mounting block 0.551 in high at the root with three Ø0.189 in counterbores 0.118 in deep;
    the part number laser-etched on the block."""
    mat = mat or M.hard_anodize()
    length, width, t = 11.0 * INCH, 3.35 * INCH, 0.138 * INCH
    slot_w = 1.26 * INCH
    slot_len = 4.2 * INCH
    blade = S.box(name + " blade", (length, width, t), (0, 0, t / 2), mat, bevel=0)
    slot = S.box("slot", (slot_len, slot_w, t * 4), (length / 2 - slot_len / 2 + slot_w / 2 + 0.001, 0, t / 2), None, bevel=0)
    S.cut(blade, slot)
    S.hole(blade, slot_w / 2, t * 3, (length / 2 - slot_len + slot_w / 2, 0, t))
    tine_y = (slot_w / 2 + width / 2) / 2
    gw, gd = 0.098 * INCH, 0.055 * INCH
    glen = 3.2 * INCH
    gx = length / 2 - 0.45 * INCH - glen / 2
    for side in (-1, 1):
        groove = S.box("groove", (glen, gw, gd * 2), (gx, side * tine_y, t), None, bevel=0)
        S.cut(blade, groove)
        for i in range(3):
            S.hole(blade, 0.087 * INCH / 2, t * 3, (gx - glen / 2 + 0.35 * INCH + i * (glen - 0.7 * INCH) / 2, side * tine_y, t))
    S.round_edges(blade, 0.00025, 2)
    block_h = 0.551 * INCH
    root = S.box(name + " root", (1.9 * INCH, width, block_h), (-length / 2 + 0.95 * INCH, 0, block_h / 2), mat, bevel=0)
    for dy in (-1.1 * INCH, 0.0, 1.1 * INCH):
        S.hole(root, 0.0015, 0.03, (-length / 2 + 0.95 * INCH, dy, block_h), counterbore=(0.189 * INCH / 2, 0.118 * INCH))
    S.round_edges(root, EDGE, 2)
    mark = etched(root, "KP-40217 REV C", (-length / 2 + 0.95 * INCH, 0.55 * INCH, block_h + 0.00001), 0.0026, on_dark=True, rot=(0, 0, math.pi / 2))
    return S.group(name + " part", [blade, root, mark], loc, rot)


def guide_sleeve(name="guide sleeve", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), seed=0):
    """A bone-drill guide sleeve: a long thin tube with a small bore, a stop collar and a grip
    with grooves, chamfered at both ends."""
    mat = mat or M.ss174()
    rng = random.Random(seed)
    bore = 0.0016
    n = rng.choice((2, 3))
    profile = [(bore, 0.0), (0.0032, 0.0), (0.0036, 0.0006), (0.0036, 0.062), (0.0062, 0.0625), (0.0065, 0.066)]
    z = 0.066
    for _ in range(n):
        profile += [(0.0065, z + 0.002), (0.0058, z + 0.0024), (0.0058, z + 0.004), (0.0065, z + 0.0044)]
        z += 0.0044
    profile += [(0.0065, 0.085), (0.006, 0.0855), (bore, 0.0855), (bore, 0.0)]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)


def stylus(name="stylus", loc=(0, 0, 0), rot=(0, 0, 0), ball=0.0015, length=0.03):
    """A CMM stylus from its ruby ball (at the origin) up: a ceramic stem, a steel M4 base, the
    probe module's black body above it."""
    ruby = S.sphere(name + " ruby", ball, (0, 0, 0), M.ruby())
    stem = S.cylinder(name + " stem", ball * 0.5, length, (0, 0, length / 2 + ball * 0.6), M.ceramic(), radius_top=ball * 0.6, bevel=0)
    base = S.cylinder(name + " base", 0.002, 0.006, (0, 0, length + 0.003), M.vise_steel(), bevel=0.0003)
    module = S.cylinder(name + " module", 0.0065, 0.03, (0, 0, length + 0.021), M.dielectric("probe module", (0.015, 0.015, 0.017), 0.3), bevel=0.0008)
    ring = S.cylinder(name + " ring", 0.0066, 0.0015, (0, 0, length + 0.009), M.vise_steel(), bevel=0.0002)
    return S.group(name, [ruby, stem, base, module, ring], loc, rot)


def gauge_block(name="gauge block", size=1.0, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A rectangular gauge block of `size` inches: 35 x 9 mm faces lapped flat, its size
    engraved on the side."""
    t = size * INCH
    body = S.box(name, (0.035, 0.009, t), (0, 0, t / 2), M.gauge_steel(), bevel=0.0002)
    label = ("%.4f" % size).rstrip("0").rstrip(".") if size < 1 else "%g" % size
    mark = etched(body, label + " IN  G0", (0, -0.0045 - 0.00001, t / 2), min(0.0024, t * 0.55), rot=(math.pi / 2, 0, 0))
    return S.group(name, [body, mark], loc, rot)


def plug_gauge(name="thread plug gauge", loc=(0, 0, 0), rot=(0, 0, 0)):
    """A 3/8-16 UNC-2B thread plug gauge along its Z: a GO member on one end of the handle, the
    shorter NOT GO member on the other, the handle's ends banded green and red."""
    major, minor, pitch = 0.009525, 0.0078, INCH / 16
    steel = M.gauge_steel()
    handle = S.cylinder(name + " handle", 0.0075, 0.07, (0, 0, 0.035), M.anodized("handle", (0.12, 0.12, 0.13), "turned"), verts=48, bevel=0.0008)
    go = S.thread(name + " go", major / 2, minor / 2, pitch, 0.02, (0, 0, -0.021), steel)
    nogo = S.thread(name + " nogo", major / 2, minor / 2, pitch, 0.01, (0, 0, 0.071), steel)
    green = S.cylinder(name + " green", 0.0076, 0.004, (0, 0, 0.004), M.paint("go green", (0.05, 0.35, 0.1), 0.4), bevel=0.0002)
    red = S.cylinder(name + " red", 0.0076, 0.004, (0, 0, 0.066), M.paint("nogo red", (0.5, 0.03, 0.03), 0.4), bevel=0.0002)
    # Each member's shank runs into the handle: without it the member hung a millimetre off the
    # handle's end, in the air.
    necks = [S.cylinder(name + " neck %d" % i, minor / 2 * 0.85, 0.006, (0, 0, z), steel, bevel=0.0002) for i, z in enumerate((-0.002, 0.072))]
    mark = etched(handle, "3/8-16 UNC-2B", (0, -0.00755, 0.035), 0.0022, on_dark=True, rot=(math.pi / 2, -math.pi / 2, 0))
    return S.group(name, [handle, go, nogo, green, red, *necks, mark], loc, rot)


def bar(name, shape, diameter, length, mat, paint=None, heat=None, loc=(0, 0, 0), rot=(0, 0, 0), seed=0):
    """A length of bar stock along its -Y, its sawn end at y = 0 facing the camera: round, hex
    or square; the mill's paint brushed over part of the end and the heat number stencilled."""
    rng = random.Random(seed)
    r = diameter / 2
    if shape == "round":
        body = S.cylinder(name, r, length, (0, length / 2, 0), mat, rot=(math.pi / 2, 0, 0), verts=64, bevel=0.0006)
    elif shape == "hex":
        body = S.cylinder(name, r / math.cos(math.pi / 6), length, (0, length / 2, 0), mat, rot=(math.pi / 2, math.pi / 6, 0), verts=6, bevel=0.0006)
    else:
        body = S.box(name, (diameter, length, diameter), (0, length / 2, 0), mat, bevel=0.0006)
    children = [body]
    if paint:
        # Brushed over the end face, not all of it: the brush's last stroke leaves a slanted edge.
        colour = M.paint(str(paint), paint)
        if shape == "round":
            coat = S.cylinder(name + " paint", r * 1.003, 0.0004, (0, -0.0002, 0), colour, rot=(math.pi / 2, 0, 0), verts=64, bevel=0)
        elif shape == "hex":
            coat = S.cylinder(name + " paint", r * 1.003 / math.cos(math.pi / 6), 0.0004, (0, -0.0002, 0), colour, rot=(math.pi / 2, math.pi / 6, 0), verts=6, bevel=0)
        else:
            coat = S.box(name + " paint", (diameter * 1.006, 0.0004, diameter * 1.006), (0, -0.0002, 0), colour, bevel=0)
        if rng.random() < 0.3:
            S.cut(coat, S.box("unpainted", (diameter * 3, 0.01, diameter * 2), (0, -0.0002, -diameter * rng.uniform(0.95, 1.25)), None, bevel=0, rot=(0, rng.uniform(-0.5, 0.5), 0)))
        children.append(coat)
    if heat:
        curve = bpy.data.curves.new("heat", "FONT")
        curve.body = heat
        # Fitted to the end: the longest line at most three quarters of the bar's width (at 0.62
        # em a character), so a number never runs off a small bar onto the next.
        longest = max(len(line) for line in heat.split("\n"))
        curve.size = min(0.0055, diameter * 0.16, 0.75 * diameter / (0.62 * longest))
        curve.align_x = "CENTER"
        curve.align_y = "CENTER"
        text = bpy.data.objects.new("heat " + heat, curve)
        bpy.context.scene.collection.objects.link(text)
        text.data.materials.append(M.dielectric("stencil ink", (0.02, 0.02, 0.022), 0.6))
        text.location = (0, -0.0005, r * 0.25)
        text.rotation_euler = (math.pi / 2, 0, 0)
        children.append(text)
    return S.group(name, children, loc, rot)


def dovetail_vise(name="dovetail vise", loc=(0, 0, 0), rot=(0, 0, 0), gap=0.052):
    """A self-centring 5-axis vise with dovetail jaws: a ground steel body, two black-oxide jaws
    whose teeth grip a 3 mm dovetail on the part, the spindle between them. The part's dovetail
    sits at z = 0.085."""
    steel, oxide = M.vise_steel(), M.black_oxide()
    body = S.box(name + " body", (0.2, 0.077, 0.06), (0, 0, 0.03), steel, bevel=0.0008)
    rail = S.box(name + " rail", (0.2, 0.03, 0.006), (0, 0, 0.063), oxide, bevel=0.0004)
    children = [body, rail]
    for side in (-1, 1):
        jaw = S.box(name + " jaw", (0.04, 0.077, 0.022), (side * (gap / 2 + 0.02), 0, 0.074), oxide, bevel=0.0005)
        children.append(jaw)
        # The gripping teeth: a row of small pyramids along the jaw's inner top edge.
        for k in range(14):
            children.append(S.cylinder(name + " tooth", 0.0013, 0.0026, (side * (gap / 2 - 0.0004), -0.0345 + k * 0.0053, 0.0838), oxide, rot=(0, side * math.pi / 2, 0), verts=4, bevel=0, radius_top=0.0001))
        screw = S.cylinder(name + " screw", 0.0035, 0.004, (side * (gap / 2 + 0.02), 0.022, 0.085), oxide, verts=32, bevel=0.0003)
        S.hole(screw, 0.002, 0.01, (0, 0, 0.002))
        children.append(screw)
    return S.group(name, children, loc, rot)


def fixture_part(name="5-axis part", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A 7075 part mid-job in the dovetail vise: the dovetail tenon it is held by, a body with a
    face cut at 30 degrees, a pocket and drilled holes on that face, a boss on top."""
    mat = mat or M.metal("7075 wet", (0.86, 0.86, 0.85), 0.2, "swirl", 0.0003, 0.18, 0.02, coat=0.6)
    tenon = S.box(name + " tenon", (0.052, 0.046, 0.006), (0, 0, 0.003), mat, bevel=0.0002)
    body = S.box(name, (0.046, 0.046, 0.04), (0, 0, 0.006 + 0.02), mat, bevel=0)
    cutter = S.box("angled face", (0.1, 0.1, 0.05), (0.03, 0, 0.046 + 0.025 - 0.01), None, bevel=0, rot=(0, math.radians(30), 0))
    S.cut(body, cutter)
    S.rounded_pocket(body, (0.018, 0.028, 0.014), 0.004, (-0.012, 0, 0.046))
    S.rounded_pocket(body, (0.008, 0.034, 0.006), 0.0035, (0.006, 0, 0.046))
    S.hole(body, 0.0035, 0.02, (-0.012, 0, 0.032))
    S.hole(body, 0.004, 0.03, (0.012, 0.0, 0.036), rot=(0, math.radians(30), 0))
    for dy in (-1, 1):
        S.hole(body, 0.0014, 0.02, (0.01, dy * 0.014, 0.037), rot=(0, math.radians(30), 0))
        S.hole(body, 0.0012, 0.02, (-0.023, dy * 0.013, 0.03), rot=(0, math.pi / 2, 0))
    S.round_edges(body, EDGE, 2)
    return S.group(name, [tenon, body], loc, rot)


def chips(name, area, count, mat=None, size=(0.004, 0.01), seed=1, z=0.0):
    """Curled chips over area (x0, y0, x1, y1): helical ribbons, as an end mill throws them in
    aluminum, each a different length and tightness: most under one and a half turns and opening
    as they curl (C's and commas; at up to 2.5 turns of a wide ribbon they read as rings or
    drops). One mesh for all of them."""
    rng = random.Random(seed)
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    x0, y0, x1, y1 = area
    for _ in range(count):
        cx, cy = rng.uniform(x0, x1), rng.uniform(y0, y1)
        radius = rng.uniform(*size) * 0.5
        width = radius * rng.uniform(0.3, 0.6)
        turns = rng.uniform(0.45, 1.5)
        pitch = radius * rng.uniform(0.5, 1.4)
        steps = max(8, int(turns * 20))
        yaw, tilt = rng.uniform(0, math.tau), rng.uniform(0, math.pi)
        cyaw, syaw, ctil, stil = math.cos(yaw), math.sin(yaw), math.cos(tilt), math.sin(tilt)
        prev = None
        for s in range(steps + 1):
            a = math.tau * turns * s / steps
            r = radius * (1 + 0.9 * s / steps)
            px, py, pz = r * math.cos(a), r * math.sin(a), pitch * a / math.tau
            pts = []
            for off in (-width / 2, width / 2):
                lx, ly, lz = px, py, pz + off
                ly, lz = ly * ctil - lz * stil, ly * stil + lz * ctil
                lx, ly = lx * cyaw - ly * syaw, lx * syaw + ly * cyaw
                pts.append(bm.verts.new((cx + lx, cy + ly, z + radius + lz * 0.4)))
            if prev:
                bm.faces.new((prev[0], prev[1], pts[1], pts[0]))
            prev = pts
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(mat or M.metal("chip aluminum", (0.88, 0.88, 0.88), 0.18, None, coat=0.5))
    S.smooth(obj)
    mod = obj.modifiers.new("thickness", "SOLIDIFY")
    mod.thickness = 0.00015
    return obj


def foam_insert(name, size, pockets, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A cut foam insert: a dark closed-cell slab with pockets cut to each part's outline
    (pockets: (x, y, sx, sy, depth, corner radius))."""
    w, d, h = size
    slab = S.box(name, (w, d, h), (0, 0, h / 2), M.foam(), bevel=0.002)
    for x, y, sx, sy, depth, rad in pockets:
        S.rounded_pocket(slab, (sx, sy, depth), rad, (x, y, h))
    return S.group(name, [slab], loc, rot)


def tooling_plate(name="tooling plate", size=(0.3, 0.2, 0.02), loc=(0, 0, 0), rot=(0, 0, 0), pitch=0.025, chamfer=0.0012):
    """A 6061 fixture plate as a machine shop makes its own: face-milled on top, a grid of tapped
    M6 holes at `pitch`, every fourth crossing a counterbored Ø8 dowel bore instead, its edges
    chamfered at 45 degrees."""
    sx, sy, sz = size
    # A finishing face mill's swirl, as sheen: at a banner's distance it reads as an even lay.
    mat = M.metal("6061 tooling plate", (0.91, 0.92, 0.93), 0.22, "swirl", 0.0009, 0.08, 0.025, sheen=(0.16, 0.34))
    body = S.box(name, size, (0, 0, sz / 2), mat, bevel=0)
    columns, rows = int(sx / pitch) - 1, int(sy / pitch) - 1
    for i in range(columns):
        for j in range(rows):
            x, y = (i - (columns - 1) / 2) * pitch, (j - (rows - 1) / 2) * pitch
            if i % 4 == 1 and j % 3 == 1:
                S.hole(body, 0.004, 0.03, (x, y, sz), counterbore=(0.0065, 0.002))
            else:
                # M6: the tap drill's Ø5, with the thread's 90-degree countersink as a small counterbore.
                S.hole(body, 0.0025, 0.03, (x, y, sz), counterbore=(0.0031, 0.0004))
    mod = body.modifiers.new("chamfer", "BEVEL")
    mod.width = chamfer
    mod.segments = 1
    mod.limit_method = "ANGLE"
    mod.harden_normals = True
    return S.group(name, [body], loc, rot)


def vacuum_block(name="vacuum block", mat=None, loc=(0, 0, 0), rot=(0, 0, 0), mark=None):
    """A UHV manifold block in 316L: a CF knife-edge port turned into its top face (a bolt
    circle of six tapped holes round it), spot-faced side ports drilled to meet inside."""
    mat = mat or M.electropolished()
    sx, sy, sz = 0.07, 0.07, 0.05
    body = S.box(name, (sx, sy, sz), (0, 0, sz / 2), mat, bevel=0)
    S.hole(body, 0.019, 0.006, (0, 0, sz), counterbore=(0.0215, 0.0022))
    S.hole(body, 0.0095, 0.08, (0, 0, sz))
    for i in range(6):
        a = 2 * math.pi * i / 6 + math.pi / 6
        S.hole(body, 0.0021, 0.012, (math.cos(a) * 0.0272, math.sin(a) * 0.0272, sz))
    S.hole(body, 0.0065, 0.05, (0, -sy / 2, sz * 0.45), rot=(math.pi / 2, 0, 0), counterbore=(0.011, 0.0015))
    S.hole(body, 0.005, 0.05, (sx / 2, 0, sz * 0.45), rot=(0, math.pi / 2, 0), counterbore=(0.009, 0.0015))
    for dz in (-1, 1):
        S.hole(body, 0.0015, 0.012, (-0.018, -sy / 2, sz * 0.45 + dz * 0.013), rot=(math.pi / 2, 0, 0))
        S.hole(body, 0.0015, 0.012, (0.018, -sy / 2, sz * 0.45 + dz * 0.013), rot=(math.pi / 2, 0, 0))
    S.round_edges(body, EDGE, 2)
    children = [body]
    if mark:
        children.append(etched(body, mark, (0.0, -sy / 2 - 0.00001, sz * 0.12), 0.0026, rot=(math.pi / 2, 0, 0)))
    return S.group(name + " part", children, loc, rot)
