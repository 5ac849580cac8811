"""Camera, light, world and render settings shared by every shot."""
import math

import bpy
from mathutils import Vector

STUDIO_LIGHTS = "/usr/share/blender/datafiles/studiolights/world/"


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    from . import materials
    materials._cache.clear()


def settings(width, height, samples, exposure=0.0, look="Medium High Contrast"):
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    cycles = scene.cycles
    cycles.device = "CPU"
    cycles.samples = samples
    cycles.use_adaptive_sampling = True
    # finish.ts filters what grain is left (denoise.ts), so a loose noise target will do; the
    # dark granite and sweep converge in a few samples and stop there.
    cycles.adaptive_threshold = 0.05
    cycles.adaptive_min_samples = min(4, samples)
    cycles.use_denoising = False
    # Short paths, clamped indirect light, glossy filtered: parts on a plate need few bounces,
    # and no fireflies from polished metal mirroring polished metal.
    cycles.max_bounces = 6
    cycles.diffuse_bounces = 1
    cycles.glossy_bounces = 3
    cycles.transmission_bounces = 2
    cycles.transparent_max_bounces = 4
    cycles.sample_clamp_direct = 0
    cycles.sample_clamp_indirect = 1.5
    cycles.blur_glossy = 1.0
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    cycles.seed = 7
    scene.render.threads_mode = "AUTO"
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_depth = "16"
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = look
    scene.view_settings.exposure = exposure
    cycles.tile_size = 256


def world(hdri="interior.exr", strength=0.6, rotation=0.0, tint=(1, 1, 1)):
    """Image-based ambient light from one of Blender's bundled studio environments: metal needs
    something to reflect. The key and fill lights come from area lights."""
    w = bpy.data.worlds.new("world")
    bpy.context.scene.world = w
    w.use_nodes = True
    tree = w.node_tree
    bg = tree.nodes["Background"]
    env = tree.nodes.new("ShaderNodeTexEnvironment")
    env.image = bpy.data.images.load(STUDIO_LIGHTS + hdri)
    mapping = tree.nodes.new("ShaderNodeMapping")
    mapping.inputs["Rotation"].default_value[2] = rotation
    coords = tree.nodes.new("ShaderNodeTexCoord")
    tinted = tree.nodes.new("ShaderNodeMixRGB")
    tinted.blend_type = "MULTIPLY"
    tinted.inputs["Fac"].default_value = 1
    tinted.inputs["Color2"].default_value = (*tint, 1)
    tree.links.new(coords.outputs["Generated"], mapping.inputs["Vector"])
    tree.links.new(mapping.outputs["Vector"], env.inputs["Vector"])
    tree.links.new(env.outputs["Color"], tinted.inputs["Color1"])
    tree.links.new(tinted.outputs["Color"], bg.inputs["Color"])
    bg.inputs["Strength"].default_value = strength
    # Ambient occlusion for the fast GI approximation (stage.settings): reach of a room's corners.
    w.light_settings.ao_factor = 1.0
    w.light_settings.distance = 3.0
    return w


def area_light(name, loc, target, power, size=(1, 1), color=(1, 1, 1), shape="RECTANGLE", spread=180):
    data = bpy.data.lights.new(name, "AREA")
    data.energy = power
    data.shape = shape
    data.size = size[0]
    data.size_y = size[1]
    data.color = color
    data.spread = math.radians(spread)
    obj = bpy.data.objects.new(name, data)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    aim(obj, target)
    return obj


def aim(obj, target):
    direction = Vector(target) - Vector(obj.location)
    obj.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()


def camera(loc, target, lens=50, fstop=None, focus=None, sensor=36, shift=(0, 0)):
    data = bpy.data.cameras.new("camera")
    data.lens = lens
    data.sensor_width = sensor
    data.shift_x, data.shift_y = shift
    data.clip_start = 0.01
    data.clip_end = 200
    obj = bpy.data.objects.new("camera", data)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = loc
    aim(obj, target)
    if fstop:
        data.dof.use_dof = True
        data.dof.aperture_fstop = fstop
        data.dof.focus_distance = focus if focus else (Vector(target) - Vector(loc)).length
    bpy.context.scene.camera = obj
    return obj


def studio_sweep(mat, width=12, depth=10, height=6, radius=2.0):
    """A seamless photographer's backdrop: floor curving up into a wall, no horizon line."""
    from . import shapes
    import bmesh
    mesh = bpy.data.meshes.new("sweep")
    bm = bmesh.new()
    profile = [(depth / 2, 0)] + [(-depth / 2 + radius - radius * math.sin(math.pi / 2 * i / 16), radius - radius * math.cos(math.pi / 2 * i / 16)) for i in range(17)] + [(-depth / 2, height)]
    rows = []
    for y, z in profile:
        rows.append((bm.verts.new((-width / 2, y, z)), bm.verts.new((width / 2, y, z))))
    for a, b in zip(rows, rows[1:]):
        bm.faces.new((a[0], a[1], b[1], b[0]))
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new("sweep", mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(mat)
    shapes.smooth(obj)
    obj.data.auto_smooth_angle = math.radians(60)
    return obj


GUIDES = ("albedo", "normal", "depth")


def guides(folder, name):
    """Writes the denoising guides beside the picture: <name>.albedo.png, .normal.png, .depth.png
    (16-bit). Debian's Blender has no denoiser, so finish.ts filters the picture itself, edge-aware
    (edges where the albedo, the normal or the depth change stay sharp), and it needs these."""
    scene = bpy.context.scene
    scene.view_layers[0].cycles.denoising_store_passes = True
    scene.use_nodes = True
    tree = scene.node_tree
    for node in list(tree.nodes):
        tree.nodes.remove(node)
    layers = tree.nodes.new("CompositorNodeRLayers")
    composite = tree.nodes.new("CompositorNodeComposite")
    tree.links.new(layers.outputs["Image"], composite.inputs["Image"])
    out = tree.nodes.new("CompositorNodeOutputFile")
    out.base_path = folder
    out.format.file_format = "PNG"
    out.format.color_depth = "16"
    out.format.color_mode = "RGB"
    out.file_slots.clear()
    for guide in GUIDES:
        out.file_slots.new("%s.%s#" % (name, guide))
    tree.links.new(layers.outputs["Denoising Albedo"], out.inputs[0])
    half = tree.nodes.new("CompositorNodeMixRGB")
    half.blend_type = "MULTIPLY"
    half.inputs[2].default_value = (0.5, 0.5, 0.5, 1)
    shift = tree.nodes.new("CompositorNodeMixRGB")
    shift.blend_type = "ADD"
    shift.inputs[2].default_value = (0.5, 0.5, 0.5, 1)
    tree.links.new(layers.outputs["Denoising Normal"], half.inputs[1])
    tree.links.new(half.outputs[0], shift.inputs[1])
    tree.links.new(shift.outputs[0], out.inputs[1])
    depth = tree.nodes.new("CompositorNodeMapValue")
    depth.size = [1 / 60.0]
    depth.use_min = True
    depth.min = [0.0]
    depth.use_max = True
    depth.max = [1.0]
    tree.links.new(layers.outputs["Denoising Depth"], depth.inputs[0])
    tree.links.new(depth.outputs[0], out.inputs[2])


def render(path):
    bpy.context.scene.render.filepath = path
    bpy.ops.render.render(write_still=True)
    import os
    folder, file = os.path.split(path)
    name = file[:-len(".png")]
    for guide in GUIDES:
        written = os.path.join(folder, "%s.%s1.png" % (name, guide))
        if os.path.exists(written):
            os.replace(written, os.path.join(folder, "%s.%s.png" % (name, guide)))
