"""Mesh primitives with real edges: every box and cylinder gets a small bevel, as machined or
formed metal has, so highlights run along its edges instead of stopping at a knife-sharp corner."""
import math

import bmesh
import bpy
from mathutils import Vector


def _object(name, mesh, mat, loc, rot):
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    obj.rotation_euler = rot
    if mat is not None:
        obj.data.materials.append(mat)
    return obj


def _bevel(obj, width, segments=3):
    if width <= 0:
        return
    mod = obj.modifiers.new("edges", "BEVEL")
    mod.width = width
    mod.segments = segments
    mod.limit_method = "ANGLE"
    # Flat faces keep flat normals up to the rounded edge: averaged with the bevel's segments, a
    # face cut by holes shaded in waves across its long triangles, as if dented.
    mod.harden_normals = True


def smooth(obj):
    for poly in obj.data.polygons:
        poly.use_smooth = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(35)
    return obj


def box(name, size, loc=(0, 0, 0), mat=None, bevel=0.004, rot=(0, 0, 0), segments=3):
    """A box of size (x, y, z) centred on loc."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.scale(bm, vec=Vector(size), verts=bm.verts)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, mat, loc, rot)
    _bevel(obj, min(bevel, min(size) * 0.45), segments)
    return smooth(obj)


def cylinder(name, radius, depth, loc=(0, 0, 0), mat=None, rot=(0, 0, 0), verts=64, bevel=0.002, radius_top=None):
    """A cylinder (or cone frustum) along Z centred on loc."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, segments=verts, radius1=radius,
                          radius2=radius if radius_top is None else radius_top, depth=depth)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, mat, loc, rot)
    _bevel(obj, min(bevel, radius * 0.3, depth * 0.3), 2)
    return smooth(obj)


def sphere(name, radius, loc=(0, 0, 0), mat=None):
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=32, v_segments=16, radius=radius)
    bm.to_mesh(mesh)
    bm.free()
    return smooth(_object(name, mesh, mat, loc, (0, 0, 0)))


def lathe(name, profile, loc=(0, 0, 0), mat=None, rot=(0, 0, 0), verts=96):
    """A turned part: profile is a list of (radius, z) points from one end to the other, spun about Z.

    Consecutive points with the same z make a shoulder, the same radius a diameter; a short
    diagonal is a chamfer. Ends on the axis close the part; a profile that ends where it began is
    a tube, open through its bore.
    """
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rings = []
    for r, z in profile:
        ring = []
        for i in range(verts):
            a = 2 * math.pi * i / verts
            ring.append(bm.verts.new((r * math.cos(a), r * math.sin(a), z)))
        rings.append(ring)
    for a_ring, b_ring in zip(rings, rings[1:]):
        for i in range(verts):
            j = (i + 1) % verts
            bm.faces.new((a_ring[i], a_ring[j], b_ring[j], b_ring[i]))
    # A profile that returns to its start (a tube: out along the outside, back along the bore)
    # is closed by its own faces; caps there would seal the bore.
    if profile[0] != profile[-1]:
        bm.faces.new(list(reversed(rings[0])))
        bm.faces.new(rings[-1])
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, mat, loc, rot)
    return smooth(obj)


def thread(name, major, minor, pitch, length, loc=(0, 0, 0), mat=None, rot=(0, 0, 0), verts=48):
    """A 60-degree thread: a triangular profile swept along a helix (real geometry, so it catches light)."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    turns = max(1, int(length / pitch))
    steps = turns * verts
    depth = (major - minor)
    # Each helix step carries a 3-point cross-section: root, crest, root of the next pitch.
    sections = []
    for s in range(steps + 1):
        a = 2 * math.pi * s / verts
        z0 = pitch * s / verts
        c, si = math.cos(a), math.sin(a)
        pts = [(minor, z0), (minor + depth, z0 + pitch * 0.5), (minor, z0 + pitch)]
        sections.append([bm.verts.new((r * c, r * si, z)) for r, z in pts])
    for a_sec, b_sec in zip(sections, sections[1:]):
        for k in range(2):
            bm.faces.new((a_sec[k], a_sec[k + 1], b_sec[k + 1], b_sec[k]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, mat, loc, rot)
    core = cylinder(name + " core", minor * 1.001, turns * pitch + pitch, (0, 0, (turns * pitch + pitch) / 2), mat, verts=verts, bevel=0)
    core.parent = obj
    return smooth(obj)


def cut(target, tool, hide=True):
    """Boolean difference: target minus tool (exact solver)."""
    mod = target.modifiers.new("cut " + tool.name, "BOOLEAN")
    mod.operation = "DIFFERENCE"
    mod.solver = "EXACT"
    mod.object = tool
    # The tool rides along with the part, so the cut stays put when the part is placed in a scene.
    # (matrix_basis, not matrix_world: the part has no parent yet, and asking for its world matrix
    # would re-evaluate every boolean in the scene.)
    tool.parent = target
    tool.matrix_parent_inverse = target.matrix_basis.inverted()
    if hide:
        tool.hide_render = True
        tool.hide_viewport = True
    return target


def hole(target, radius, depth, loc, rot=(0, 0, 0), counterbore=None):
    """Drill a hole (with an optional counterbore (radius, depth)) into target at loc along local -Z."""
    tool = cylinder("drill", radius, depth * 2, loc, None, rot, verts=48, bevel=0)
    cut(target, tool)
    if counterbore:
        cb = cylinder("counterbore", counterbore[0], counterbore[1] * 2, loc, None, rot, verts=48, bevel=0)
        cut(target, cb)
    return target


def rounded_pocket(target, size, radius, loc):
    """A milled pocket with corner radii (size x, y, depth); loc is the centre of its top face."""
    sx, sy, depth = size
    tool = box("pocket", (sx, sy, depth * 2), loc, None, bevel=0)
    # Round the vertical edges only: bevel by vertex group would be exact; a clamped bevel on a
    # tall box rounds the corners visibly and keeps the floor edges sharp enough at this scale.
    mod = tool.modifiers.new("corners", "BEVEL")
    mod.width = radius
    mod.segments = 8
    mod.limit_method = "ANGLE"
    mod.affect = "EDGES"
    cut(target, tool)
    return target


def round_edges(obj, width, segments=3):
    """Round every sharp edge, after the cuts, so holes and pockets get their chamfers too."""
    _bevel(obj, width, segments)
    return obj


def group(name, children, loc=(0, 0, 0), rot=(0, 0, 0)):
    """Parent objects under an empty so a whole assembly moves and turns as one."""
    empty = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(empty)
    for child in children:
        child.parent = empty
    empty.location = loc
    empty.rotation_euler = rot
    return empty
