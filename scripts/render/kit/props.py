"""The things that make a shop look worked in: chips, paperwork, hand tools, gauges, boxes and
foam trays, bar stock, tool holders. Sizes in metres; each stands on z = 0 around its origin
unless said otherwise, and returns the group (or objects) it made."""
import math
import random

import bmesh
import bpy

from . import materials as M
from . import parts as P
from . import shapes as S


def text(body, loc, size, mat, rot=(0, 0, 0), align="LEFT", extrude=0.0):
    """Flat lettering (a label, a heading on a form), lying in its local XY plane."""
    curve = bpy.data.curves.new("text", "FONT")
    curve.body = body
    curve.size = size
    curve.extrude = extrude
    curve.align_x = align
    obj = bpy.data.objects.new("text " + body[:12], curve)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    obj.rotation_euler = rot
    obj.data.materials.append(mat)
    return obj


def ink():
    return M.dielectric("ink", (0.015, 0.015, 0.018), 0.6)


def paper_mat(tint=(0.86, 0.86, 0.83)):
    return M.dielectric("paper %s" % (tint,), tint, 0.75, 0.3)


def sheet(name, loc, rot_z=0.0, kind="drawing", size=(0.28, 0.216), title="", tint=(0.86, 0.86, 0.83)):
    """A printed sheet lying flat: a drawing (border, views, title block), a form (rows of a table)
    or a label. Lines are thin black strips, lettering is real text."""
    w, h = size
    objs = [S.box(name, (w, h, 0.0004), (0, 0, 0.0002), paper_mat(tint), bevel=0)]
    dark = ink()
    line = 0.0011
    z = 0.00045

    def strip(x, y, sx, sy):
        objs.append(S.box(name + " line", (sx, sy, 0.0001), (x, y, z), dark, bevel=0))

    if kind == "drawing":
        m = 0.01
        strip(0, h / 2 - m, w - 2 * m, line)
        strip(0, -h / 2 + m, w - 2 * m, line)
        strip(-w / 2 + m, 0, line, h - 2 * m)
        strip(w / 2 - m, 0, line, h - 2 * m)
        # Title block, bottom right.
        tbx, tby = w / 2 - m - 0.045, -h / 2 + m + 0.02
        strip(tbx, tby + 0.02, 0.09, line)
        strip(tbx - 0.045, tby, line, 0.04)
        for k in range(3):
            strip(tbx, tby - 0.01 + k * 0.01, 0.09, line * 0.6)
        # Two views of a part: outlines, a bore, centre lines and dimension lines.
        for cx in (-w * 0.22, w * 0.1):
            strip(cx, 0.03, 0.07, line)
            strip(cx, -0.02, 0.07, line)
            strip(cx - 0.035, 0.005, line, 0.05)
            strip(cx + 0.035, 0.005, line, 0.05)
            strip(cx, 0.005, 0.09, line * 0.4)
            strip(cx, 0.055, 0.07, line * 0.4)
            strip(cx - 0.035, 0.05, line * 0.4, 0.012)
            strip(cx + 0.035, 0.05, line * 0.4, 0.012)
        ring = S.cylinder(name + " bore", 0.012, 0.0001, (w * 0.1, 0.005, z), dark, verts=40, bevel=0)
        hole = S.cylinder(name + " bore in", 0.0114, 0.0002, (w * 0.1, 0.005, z + 0.00005), paper_mat(tint), verts=40, bevel=0)
        objs += [ring, hole]
        if title:
            objs.append(text(title, (tbx - 0.04, tby + 0.007, z), 0.0055, dark))
    elif kind == "form":
        m = 0.014
        if title:
            objs.append(text(title, (-w / 2 + m, h / 2 - m - 0.008, z), 0.009, dark))
        rows = 14
        top = h / 2 - m - 0.018
        for k in range(rows + 1):
            strip(0, top - k * (h - 2 * m - 0.02) / rows, w - 2 * m, line * 0.7)
        for fx in (-0.35, -0.05, 0.2, 0.35):
            strip(fx * w, top - (h - 2 * m - 0.02) / 2, line * 0.7, h - 2 * m - 0.02)
        rng = random.Random(len(name))
        for k in range(rows):
            y = top - (k + 0.55) * (h - 2 * m - 0.02) / rows
            for fx, n in ((-0.45, 6), (-0.3, 9), (0.0, 8), (0.24, 5), (0.38, 3)):
                if fx * w + n * 0.0025 > w / 2 - m:
                    continue
                strip(fx * w + n * 0.0012, y, n * 0.0024 * rng.uniform(0.6, 1.0), 0.0014)
    elif kind == "label":
        if title:
            for k, row in enumerate(title.split("\n")):
                objs.append(text(row, (-w / 2 + 0.006, h / 2 - 0.012 - k * 0.011, z), 0.0075, dark))
        # A barcode.
        rng = random.Random(title)
        x = -w / 2 + 0.008
        while x < w / 2 - 0.01:
            bw = rng.choice((0.0004, 0.0008, 0.0012))
            strip(x, -h / 2 + 0.012, bw, 0.012)
            x += bw + rng.choice((0.0005, 0.001))
    return S.group(name, objs, loc, (0, 0, rot_z))


def clipboard(name, loc, rot_z=0.0, title="ROUTER / TRAVELER"):
    board = S.box(name + " board", (0.23, 0.32, 0.004), (0, 0, 0.002), M.dielectric("hardboard", (0.32, 0.2, 0.1), 0.6), bevel=0.001)
    clip = S.box(name + " clip", (0.1, 0.03, 0.008), (0, 0.14, 0.008), M.chrome(), bevel=0.002)
    page = sheet(name + " page", (0, -0.01, 0.004), 0, "form", (0.21, 0.275), title)
    return S.group(name, [board, clip, page], loc, (0, 0, rot_z))


def calipers(name, loc, rot_z=0.0):
    """Digital calipers lying flat: a beam, fixed and sliding jaws, a grey display body."""
    steel = M.stainless_milled()
    body_mat = M.dielectric("caliper body", (0.05, 0.05, 0.055), 0.45)
    objs = [S.box(name + " beam", (0.2, 0.016, 0.0035), (0.02, 0, 0.00175), steel, bevel=0.0005),
            S.box(name + " fixed jaw", (0.012, 0.045, 0.0035), (-0.075, -0.028, 0.00175), steel, bevel=0.0005),
            S.box(name + " slide jaw", (0.012, 0.042, 0.0035), (-0.04, -0.026, 0.00175), steel, bevel=0.0005),
            S.box(name + " slider", (0.06, 0.032, 0.009), (-0.015, -0.004, 0.0045), body_mat, bevel=0.002),
            S.box(name + " lcd", (0.032, 0.012, 0.001), (-0.015, -0.004, 0.0092), M.dielectric("lcd", (0.45, 0.5, 0.44), 0.15), bevel=0)]
    objs.append(text("12.704", (-0.029, -0.008, 0.0098), 0.008, ink()))
    return S.group(name, objs, loc, (0, 0, rot_z))


def micrometer(name, loc, rot_z=0.0):
    frame = M.paint("mic frame", (0.55, 0.12, 0.04), 0.4)
    objs = [S.box(name + " frame", (0.05, 0.012, 0.03), (0, 0, 0.006), frame, bevel=0.004),
            S.cylinder(name + " anvil", 0.003, 0.012, (-0.026, 0, 0.02), M.chrome(), rot=(0, math.pi / 2, 0), bevel=0.0005),
            S.cylinder(name + " spindle", 0.003, 0.02, (0.03, 0, 0.02), M.chrome(), rot=(0, math.pi / 2, 0), bevel=0.0005),
            S.cylinder(name + " sleeve", 0.0065, 0.03, (0.055, 0, 0.02), M.chrome(), rot=(0, math.pi / 2, 0), bevel=0.001),
            S.cylinder(name + " thimble", 0.008, 0.025, (0.082, 0, 0.02), M.stainless_milled(), rot=(0, math.pi / 2, 0), bevel=0.001)]
    return S.group(name, objs, loc, (0, 0, rot_z))


def deburr_tool(name, loc, rot_z=0.0, colour=(0.7, 0.1, 0.05)):
    handle = S.cylinder(name + " handle", 0.006, 0.11, (0, 0, 0), M.dielectric("deburr handle %s" % (colour,), colour, 0.4), rot=(0, math.pi / 2, 0), bevel=0.002)
    shaft = S.cylinder(name + " blade", 0.0012, 0.05, (0.078, 0, 0.002), M.tool_steel(), rot=(0, math.radians(80), 0), bevel=0)
    return S.group(name, [handle, shaft], (loc[0], loc[1], loc[2] + 0.006), (0, 0, rot_z))


def file_tool(name, loc, rot_z=0.0):
    blade = S.box(name + " blade", (0.16, 0.016, 0.004), (0, 0, 0.002), M.metal("file steel", (0.35, 0.36, 0.37), 0.55, "milled", 4000, 0.6), bevel=0.0008)
    handle = S.cylinder(name + " handle", 0.011, 0.1, (-0.13, 0, 0.011), M.dielectric("file handle", (0.3, 0.16, 0.06), 0.5), rot=(0, math.pi / 2, 0), bevel=0.004)
    return S.group(name, [blade, handle], loc, (0, 0, rot_z))


def allen_keys(name, loc, rot_z=0.0):
    objs = []
    for i, s in enumerate((0.0025, 0.003, 0.004, 0.005)):
        objs.append(S.box(name + " long", (0.06 + i * 0.012, s, s), (0, i * 0.014, s / 2), M.metal("black oxide", (0.05, 0.05, 0.055), 0.4, None), bevel=0.0005))
        objs.append(S.box(name + " short", (s, 0.02, s), (0.03 + i * 0.006, i * 0.014 + 0.01, s / 2), M.metal("black oxide", (0.05, 0.05, 0.055), 0.4, None), bevel=0.0005))
    return S.group(name, objs, loc, (0, 0, rot_z))


def chips(name, area, count, mat=None, size=(0.004, 0.012), seed=1, z=0.0, curl=True):
    """Machining chips scattered over area (x0, y0, x1, y1): curled ribbons (aluminium or steel
    turnings) or, with curl=False, short broken needles. One mesh for all of them."""
    rng = random.Random(seed)
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    x0, y0, x1, y1 = area
    for _ in range(count):
        cx, cy = rng.uniform(x0, x1), rng.uniform(y0, y1)
        radius = rng.uniform(*size) * 0.5
        width = radius * rng.uniform(0.35, 0.6)
        turns = rng.uniform(0.6, 2.2) if curl else 0.12
        pitch = radius * rng.uniform(0.6, 1.6)
        steps = max(6, int(turns * 18))
        yaw, tilt = rng.uniform(0, math.tau), rng.uniform(0, math.pi)
        cyaw, syaw, ctil, stil = math.cos(yaw), math.sin(yaw), math.cos(tilt), math.sin(tilt)
        prev = None
        for s in range(steps + 1):
            a = math.tau * turns * s / steps
            r = radius * (1 + 0.25 * s / steps)
            px, py, pz = r * math.cos(a), r * math.sin(a), pitch * a / math.tau
            pts = []
            for off in (-width / 2, width / 2):
                lx, ly, lz = px, py, pz + off
                # Tilt about X, then turn about Z.
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
    obj.data.materials.append(mat or M.metal("chip aluminum", (0.85, 0.86, 0.87), 0.28, None))
    S.smooth(obj)
    mod = obj.modifiers.new("thickness", "SOLIDIFY")
    mod.thickness = 0.0003
    return obj


def stain(name, loc, radius, rot_z=0.0, colour=(0.04, 0.045, 0.04), roughness=0.08, stretch=1.0):
    """A coolant or oil patch on a floor or table: a thin dark glossy film of irregular outline."""
    verts = 40
    rng = random.Random(name + str(loc))
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    centre = bm.verts.new((0, 0, 0))
    ring = []
    for i in range(verts):
        a = math.tau * i / verts
        r = radius * (0.7 + 0.3 * math.sin(a * 3 + rng.uniform(0, 6)) * 0.6 + rng.uniform(0, 0.25))
        ring.append(bm.verts.new((r * math.cos(a) * stretch, r * math.sin(a), 0)))
    for i in range(verts):
        bm.faces.new((centre, ring[i], ring[(i + 1) % verts]))
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    obj.rotation_euler = (0, 0, rot_z)
    mat = M.dielectric("film %s %s" % (colour, roughness), colour, roughness, 0.5)
    obj.data.materials.append(mat)
    return obj


def cardboard():
    return M.dielectric("cardboard", (0.42, 0.27, 0.14), 0.8, 0.3)


def carton(name, size, loc, rot_z=0.0, open_top=True, label_text=""):
    """A shipping carton: kraft walls, open flaps folded out, a printed label on its side."""
    w, d, h = size
    mat = cardboard()
    t = 0.004
    objs = [S.box(name + " floor", (w, d, t), (0, 0, t / 2), mat, bevel=0.001)]
    for sx, sy, px, py in ((w, t, 0, -d / 2), (w, t, 0, d / 2), (t, d, -w / 2, 0), (t, d, w / 2, 0)):
        objs.append(S.box(name + " wall", (sx, sy, h), (px, py, h / 2), mat, bevel=0.001))
    if open_top:
        # Flaps folded out and sloping down from the rim.
        for sign in (-1, 1):
            half = d * 0.24
            objs.append(S.box(name + " flap", (w, half * 2, t), (0, sign * (d / 2 + half * math.cos(0.35)), h - half * math.sin(0.35)), mat, bevel=0.001, rot=(-sign * 0.35, 0, 0)))
    else:
        objs.append(S.box(name + " lid", (w, d, t), (0, 0, h), mat, bevel=0.001))
        objs.append(S.box(name + " tape", (0.05, d + 0.002, t + 0.001), (0, 0, h + 0.0005), M.dielectric("tape", (0.5, 0.35, 0.15), 0.2), bevel=0))
    if label_text:
        lab = sheet(name + " label", (0, 0, 0), 0, "label", (0.1, 0.062), label_text, (0.93, 0.93, 0.9))
        lab.rotation_euler = (math.pi / 2, 0, 0)
        lab.location = (w * 0.1, -d / 2 - 0.0032, h * 0.55)
        objs.append(lab)
    return S.group(name, objs, loc, (0, 0, rot_z))


def foam_tray(name, size, loc, rot_z=0.0, colour=(0.05, 0.055, 0.06)):
    """A foam insert: a dark closed-cell slab with a lighter edge, parts sit in its pockets."""
    w, d, h = size
    foam = M.dielectric("foam %s" % (colour,), colour, 0.9, 0.2)
    return S.group(name, [S.box(name, (w, d, h), (0, 0, h / 2), foam, bevel=0.003)], loc, (0, 0, rot_z))


def bar(name, shape, size, length, loc, mat, end_colour=None, rot_z=0.0):
    """A length of bar stock lying along X: round, hex or square, with the mill's painted end."""
    if shape == "round":
        body = S.cylinder(name, size / 2, length, (0, 0, 0), mat, rot=(0, math.pi / 2, 0), verts=48, bevel=0.001)
    elif shape == "hex":
        body = S.cylinder(name, size / 2 / math.cos(math.pi / 6), length, (0, 0, 0), mat, rot=(0, math.pi / 2, 0), verts=6, bevel=0.001)
    else:
        body = S.box(name, (length, size, size), (0, 0, 0), mat, bevel=0.001)
    objs = [body]
    if end_colour:
        objs.append(S.cylinder(name + " paint", size * 0.52, 0.04, (length / 2 - 0.018, 0, 0), M.paint("mill end %s" % (end_colour,), end_colour, 0.6), rot=(0, math.pi / 2, 0), verts=6 if shape == "hex" else 48, bevel=0)
                    if shape != "square" else S.box(name + " paint", (0.04, size * 1.01, size * 1.01), (length / 2 - 0.018, 0, 0), M.paint("mill end %s" % (end_colour,), end_colour, 0.6), bevel=0))
    return S.group(name, objs, loc, (0, 0, rot_z))


def tag(name, text_body, loc, rot=(0, 0, 0), colour=(0.9, 0.75, 0.1)):
    """A heat-lot tag hung on a bar or a bin: a card with a hole and two lines of text."""
    card = S.box(name, (0.1, 0.05, 0.0006), (0, 0, 0), M.dielectric("tag %s" % (colour,), colour, 0.7), bevel=0)
    objs = [card]
    for k, row in enumerate(text_body.split("\n")):
        objs.append(text(row, (-0.045, 0.01 - k * 0.014, 0.0004), 0.009, ink()))
    return S.group(name, objs, loc, rot)


def holder_rack(name, loc, rows=3, cols=6, rot_z=0.0, with_tools=True, seed=3):
    """A tool cart top: a steel plate with CAT40 sockets in rows, holders standing in them."""
    rng = random.Random(seed)
    plate = S.box(name + " plate", (cols * 0.09 + 0.04, rows * 0.09 + 0.04, 0.02), (0, 0, 0.01), M.paint("tool cart", (0.55, 0.06, 0.04), 0.35), bevel=0.004)
    objs = [plate]
    for r in range(rows):
        for c in range(cols):
            x = -(cols - 1) * 0.045 + c * 0.09
            y = -(rows - 1) * 0.045 + r * 0.09
            objs.append(S.cylinder(name + " socket", 0.026, 0.004, (x, y, 0.021), M.dielectric("socket", (0.02, 0.02, 0.02), 0.5), bevel=0))
            if with_tools and rng.random() > 0.12:
                holder = P.tool_holder(name + " holder", (0, 0, 0), rng.choice((0.003, 0.004, 0.005, 0.006, 0.008)))
                # The holder stands taper-down in its socket, tool up.
                holder.rotation_euler = (math.pi, 0, rng.uniform(0, math.tau))
                holder.location = (x, y, 0.1)
                objs.append(holder)
    return S.group(name, objs, loc, (0, 0, rot_z))
