"""Machined parts with the features a buyer looks for: pockets with corner radii, counterbored
and tapped holes, chamfers, turned diameters with grooves and threads. Sizes are in metres and
built around the origin, resting on z = 0 unless said otherwise."""
import math

from . import materials as M
from . import shapes as S


def housing(name="housing", mat=None, size=(0.16, 0.11, 0.045), loc=(0, 0, 0), rot=(0, 0, 0)):
    """An electronics housing: a deep pocket with radiused corners, a floor boss, counterbored
    mounting holes in the flange, tapped holes on the rim."""
    sx, sy, sz = size
    body = S.box(name, (sx, sy, sz), (0, 0, sz / 2), mat or M.aluminum(), bevel=0)
    S.rounded_pocket(body, (sx - 0.022, sy - 0.022, sz * 0.75), 0.008, (0, 0, sz))
    for dx in (-1, 1):
        for dy in (-1, 1):
            S.hole(body, 0.0022, 0.03, (dx * (sx / 2 - 0.0055), dy * (sy / 2 - 0.0055), sz))
    for i in range(3):
        S.hole(body, 0.0016, 0.02, (-sx / 4 + i * sx / 4, sy / 2 - 0.0055, sz))
    boss = S.cylinder(name + " boss", 0.011, sz * 0.5, (sx * 0.18, 0, sz * 0.25 + sz * 0.25), mat or M.aluminum(), bevel=0.0008)
    S.hole(boss, 0.004, 0.05, (0, 0, sz * 0.25))
    S.hole(body, 0.007, 0.03, (-sx / 2, 0, sz * 0.55), rot=(0, math.pi / 2, 0))
    S.round_edges(body, 0.0009, 2)
    return S.group(name + " part", [body, boss], loc, rot)


def manifold(name="manifold", mat=None, size=(0.09, 0.06, 0.06), loc=(0, 0, 0), rot=(0, 0, 0)):
    """A hydraulic manifold block: ported faces, cross-drilled passages, spot-faced ports."""
    sx, sy, sz = size
    body = S.box(name, size, (0, 0, sz / 2), mat or M.stainless_milled(), bevel=0)
    S.hole(body, 0.007, 0.04, (-sx * 0.22, 0, sz), counterbore=(0.011, 0.0015))
    S.hole(body, 0.005, 0.04, (sx * 0.22, sy * 0.1, sz), counterbore=(0.0085, 0.0015))
    S.hole(body, 0.006, 0.06, (0, -sy / 2, sz * 0.5), rot=(math.pi / 2, 0, 0), counterbore=(0.0095, 0.0015))
    S.hole(body, 0.004, 0.05, (sx / 2, 0, sz * 0.35), rot=(0, math.pi / 2, 0), counterbore=(0.007, 0.001))
    for dx in (-1, 1):
        for dy in (-1, 1):
            S.hole(body, 0.0018, 0.012, (dx * sx * 0.4, dy * sy * 0.36, sz))
    S.round_edges(body, 0.0008, 2)
    return S.group(name + " part", [body], loc, rot)


def bracket(name="bracket", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """An L-bracket with a lightening pocket and slotted holes, as aerospace brackets are."""
    mat = mat or M.aluminum()
    base = S.box(name + " base", (0.12, 0.05, 0.008), (0, 0, 0.004), mat, bevel=0)
    wall = S.box(name + " wall", (0.12, 0.008, 0.06), (0, 0.021, 0.03), mat, bevel=0)
    for dx in (-0.04, 0.0, 0.04):
        S.hole(base, 0.0028, 0.02, (dx, -0.008, 0.008))
        S.hole(wall, 0.0022, 0.02, (dx, 0.021, 0.04), rot=(math.pi / 2, 0, 0))
    S.round_edges(base, 0.0007, 2)
    S.round_edges(wall, 0.0007, 2)
    return S.group(name, [base, wall], loc, rot)


def flange(name="flange", mat=None, radius=0.045, thickness=0.012, loc=(0, 0, 0), rot=(0, 0, 0), bolts=6):
    """A turned flange: spigot, bore, bolt circle, chamfered edges."""
    mat = mat or M.titanium()
    body = S.lathe(name, [
        (0.0, 0.0), (radius - 0.001, 0.0), (radius, 0.001), (radius, thickness - 0.001), (radius - 0.001, thickness),
        (radius * 0.6, thickness), (radius * 0.6, thickness + 0.008), (radius * 0.58, thickness + 0.009),
        (0.0, thickness + 0.009)], (0, 0, 0), mat)
    S.hole(body, radius * 0.32, 0.08, (0, 0, thickness))
    for i in range(bolts):
        a = 2 * math.pi * i / bolts
        S.hole(body, 0.0032, 0.05, (math.cos(a) * radius * 0.8, math.sin(a) * radius * 0.8, thickness), counterbore=(0.0055, 0.0025))
    return S.group(name + " part", [body], loc, rot)


def shaft(name="shaft", mat=None, length=0.12, radius=0.009, loc=(0, 0, 0), rot=(0, 0, 0), threaded=True):
    """A stepped shaft: chamfered ends, a relief groove, a bearing journal and a threaded end."""
    mat = mat or M.stainless()
    r = radius
    profile = [
        (0.0, 0.0), (r * 0.62, 0.0), (r * 0.7, 0.0008),
        (r * 0.7, length * 0.22),
        (r * 0.55, length * 0.22), (r * 0.55, length * 0.24),
        (r, length * 0.24 + 0.001), (r, length * 0.62),
        (r * 0.86, length * 0.62), (r * 0.86, length * 0.64), (r, length * 0.64),
        (r, length * 0.72), (r * 1.2, length * 0.72 + 0.0012), (r * 1.25, length * 0.72 + 0.002), (r * 1.25, length * 0.8),
        (r * 0.8, length * 0.8 + 0.002), (r * 0.8, length - 0.001), (r * 0.72, length), (0.0, length)]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    children = [body]
    if threaded:
        t = S.thread(name + " thread", r * 0.72, r * 0.6, 0.0012, length * 0.2, (0, 0, 0.0015), mat)
        children.append(t)
    return S.group(name + " part", children, loc, rot)


def fitting(name="fitting", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A hex-bodied fitting: hex flats, thread both ends, through bore."""
    mat = mat or M.brass()
    hexb = S.cylinder(name + " hex", 0.011, 0.012, (0, 0, 0.016), mat, verts=6, bevel=0.0008)
    t1 = S.thread(name + " thread a", 0.0075, 0.0066, 0.001, 0.01, (0, 0, 0), mat)
    t2 = S.thread(name + " thread b", 0.0062, 0.0054, 0.0008, 0.01, (0, 0, 0.022), mat)
    S.hole(hexb, 0.0035, 0.05, (0, 0, 0.006))
    return S.group(name + " part", [hexb, t1, t2], loc, rot)


def bone_screw(name="bone screw", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A medical bone screw: domed head with hex socket, coarse thread, tapered tip."""
    mat = mat or M.titanium()
    head = S.lathe(name + " head", [(0.0, 0.0), (0.0035, 0.0), (0.0045, 0.001), (0.0045, 0.0025), (0.0038, 0.0042), (0.0, 0.0046)], (0, 0, 0.036), mat)
    S.hole(head, 0.0016, 0.006, (0, 0, 0.0405))
    shank = S.thread(name + " thread", 0.0028, 0.0018, 0.0018, 0.034, (0, 0, 0.002), mat, verts=40)
    tip = S.cylinder(name + " tip", 0.0018, 0.003, (0, 0, 0.0015), mat, radius_top=0.0018, bevel=0)
    return S.group(name + " part", [head, shank, tip], loc, rot)


def spacer(name="spacer", mat=None, r_out=0.012, r_in=0.006, h=0.016, loc=(0, 0, 0), rot=(0, 0, 0)):
    mat = mat or M.peek()
    body = S.lathe(name, [(r_in, 0.0), (r_out - 0.0006, 0.0), (r_out, 0.0006), (r_out, h - 0.0006), (r_out - 0.0006, h), (r_in, h), (r_in, 0.0)], (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)


def pin(name="pin", mat=None, length=0.04, r=0.003, loc=(0, 0, 0), rot=(0, 0, 0)):
    mat = mat or M.stainless()
    body = S.lathe(name, [(0.0, 0.0), (r * 0.8, 0.0), (r, r * 0.25), (r, length * 0.7), (r * 0.7, length * 0.7), (r * 0.7, length * 0.74),
                          (r, length * 0.74), (r, length - r * 0.25), (r * 0.8, length), (0.0, length)], (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)


def end_mill(name="end mill", radius=0.006, flute_len=0.03, shank_len=0.04, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A four-flute carbide end mill, pointing down from loc: helical flutes from a twisted star section."""
    import bpy
    import bmesh
    mat = M.carbide()
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    flutes, res = 4, 64
    rings = []
    layers = 40
    for k in range(layers + 1):
        z = -flute_len + flute_len * k / layers
        twist = (flute_len * k / layers) / (radius * 2) * 1.0
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
    flute.data.materials.append(mat)
    S.smooth(flute)
    shank = S.cylinder(name + " shank", radius, shank_len, (0, 0, shank_len / 2), mat, bevel=0.0005)
    return S.group(name + " tool", [flute, shank], loc, rot)


def tool_holder(name="holder", loc=(0, 0, 0), tool_radius=0.006, rot=(0, 0, 0)):
    """A CAT40 holder: taper, flange with drive slots, collet nut, and an end mill below it."""
    steel = M.tool_steel()
    taper = S.cylinder(name + " taper", 0.022, 0.06, (0, 0, 0.07), steel, radius_top=0.0125, bevel=0.001)
    flange = S.cylinder(name + " flange", 0.032, 0.016, (0, 0, 0.032), steel, bevel=0.0015)
    groove = S.cylinder(name + " groove", 0.029, 0.004, (0, 0, 0.032), M.tool_steel(), bevel=0)
    body = S.cylinder(name + " body", 0.02, 0.03, (0, 0, 0.01), steel, radius_top=0.024, bevel=0.001)
    nut = S.cylinder(name + " nut", 0.017, 0.018, (0, 0, -0.014), M.chrome(), bevel=0.0015)
    mill = end_mill(name + " mill", tool_radius, 0.028, 0.03, (0, 0, -0.023))
    return S.group(name, [taper, flange, groove, body, nut, mill], loc, rot)


def end_effector(name="end effector", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A wafer-handling end effector: a thin 11 in blade forked at its tip, vacuum grooves and
    ports on the fork, a thicker mounting block with counterbored bolt holes at the root."""
    mat = mat or M.anodized("hard anodize", (0.13, 0.135, 0.14))
    length, width, t = 0.28, 0.085, 0.0035
    blade = S.box(name + " blade", (length, width, t), (0, 0, t / 2), mat, bevel=0)
    # The fork: a slot from the tip, round at its end, leaving two tines.
    slot = S.box("slot", (0.12, 0.032, t * 4), (length / 2 - 0.06 + 0.001, 0, t / 2), None, bevel=0)
    S.cut(blade, slot)
    S.hole(blade, 0.016, t * 3, (length / 2 - 0.12, 0, t))
    for side in (-1, 1):
        for i in range(3):
            S.hole(blade, 0.0022, t * 0.8, (length / 2 - 0.02 - i * 0.035, side * 0.029, t))
        groove = S.box("groove", (0.085, 0.0025, t * 1.2), (length / 2 - 0.055, side * 0.029, t), None, bevel=0)
        S.cut(blade, groove)
    root = S.box(name + " root", (0.05, width, 0.014), (-length / 2 + 0.025, 0, 0.007), mat, bevel=0)
    for dy in (-0.028, 0.0, 0.028):
        S.hole(root, 0.0028, 0.03, (-length / 2 + 0.025, dy, 0.014), counterbore=(0.0048, 0.003))
    S.round_edges(blade, 0.0004, 2)
    S.round_edges(root, 0.0007, 2)
    return S.group(name + " part", [blade, root], loc, rot)


def guide_sleeve(name="guide sleeve", mat=None, loc=(0, 0, 0), rot=(0, 0, 0)):
    """A bone-drill guide sleeve: a long thin tube with a small bore, a stop collar and a grip
    with grooves, chamfered at both ends."""
    mat = mat or M.stainless()
    bore = 0.0016
    profile = [
        (bore, 0.0), (0.0032, 0.0), (0.0036, 0.0006), (0.0036, 0.062),
        (0.0062, 0.0625), (0.0065, 0.066), (0.0065, 0.068),
        (0.0058, 0.068), (0.0058, 0.07), (0.0065, 0.07), (0.0065, 0.073),
        (0.0058, 0.073), (0.0058, 0.075), (0.0065, 0.075), (0.0065, 0.085),
        (0.006, 0.0855), (bore, 0.0855), (bore, 0.0)]
    body = S.lathe(name, profile, (0, 0, 0), mat)
    return S.group(name + " part", [body], loc, rot)
