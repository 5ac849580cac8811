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
    cycles.adaptive_threshold = 0.025
    cycles.adaptive_min_samples = 32
    cycles.use_denoising = False
    # Bounded paths and clamped indirect light: no fireflies from caustics on polished metal.
    cycles.max_bounces = 8
    cycles.diffuse_bounces = 1
    cycles.glossy_bounces = 2
    cycles.transmission_bounces = 4
    cycles.transparent_max_bounces = 12
    cycles.sample_clamp_direct = 0
    cycles.sample_clamp_indirect = 1.5
    # Ambient occlusion added to the first two bounces of indirect light: far walls and machine
    # interiors, lit only indirectly, come out clean at a few dozen samples. Debian's Blender has
    # no denoiser, and this (compared on the same preview) removed most of the grain.
    cycles.use_fast_gi = True
    cycles.fast_gi_method = "ADD"
    cycles.ao_bounces_render = 2
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


def render(path):
    bpy.context.scene.render.filepath = path
    bpy.ops.render.render(write_still=True)
