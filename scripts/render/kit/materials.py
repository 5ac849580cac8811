"""Physically based materials for machined metal, machine paint, floors and glass.

Everything is procedural (no image textures) so a scene is fully described by this folder.
Tool marks are bump maps: straight passes on milled faces, rings on turned faces.
"""
import bpy

_cache = {}


def _new(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes = mat.node_tree.nodes
    bsdf = nodes["Principled BSDF"]
    return mat, mat.node_tree, bsdf


def _link(tree, a, b):
    tree.links.new(a, b)


def _bump(tree, bsdf, height_socket, strength, distance=0.0004):
    bump = tree.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    _link(tree, height_socket, bump.inputs["Height"])
    _link(tree, bump.outputs["Normal"], bsdf.inputs["Normal"])


def _roughness_variation(tree, bsdf, base, spread, scale=40.0):
    """Fingerprint-free but not perfect: roughness varies a little across a surface, as on real stock."""
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 4
    ramp = tree.nodes.new("ShaderNodeMapRange")
    ramp.inputs["To Min"].default_value = base - spread
    ramp.inputs["To Max"].default_value = base + spread
    _link(tree, noise.outputs["Fac"], ramp.inputs["Value"])
    _link(tree, ramp.outputs["Result"], bsdf.inputs["Roughness"])


def metal(name, color, roughness, marks="milled", mark_scale=900.0, mark_strength=0.25, anisotropic=0.0):
    """A machined metal. marks: 'milled' (parallel passes along X), 'turned' (rings around Z), None."""
    key = ("metal", name)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Metallic"].default_value = 1.0
    bsdf.inputs["Anisotropic"].default_value = anisotropic
    _roughness_variation(tree, bsdf, roughness, roughness * 0.25)
    if marks:
        coords = tree.nodes.new("ShaderNodeTexCoord")
        wave = tree.nodes.new("ShaderNodeTexWave")
        wave.wave_type = "RINGS" if marks == "turned" else "BANDS"
        wave.bands_direction = "X"
        wave.rings_direction = "Z" if marks == "turned" else "SPHERICAL"
        wave.inputs["Scale"].default_value = mark_scale
        wave.inputs["Distortion"].default_value = 1.5
        wave.inputs["Detail"].default_value = 1.0
        _link(tree, coords.outputs["Object"], wave.inputs["Vector"])
        _bump(tree, bsdf, wave.outputs["Fac"], mark_strength)
    _cache[key] = mat
    return mat


def aluminum():
    # Finish passes a camera resolves (250), faint: at 700 and 0.18 the marks fell below a pixel and
    # read as grain, a rough casting rather than a 32 µin milled face.
    return metal("aluminum 6061", (0.91, 0.92, 0.93), 0.22, "milled", 250, 0.06)


def aluminum_turned():
    return metal("aluminum turned", (0.91, 0.92, 0.93), 0.16, "turned", 1400, 0.2)


def stainless():
    return metal("stainless 316", (0.66, 0.65, 0.63), 0.2, "turned", 1600, 0.15)


def stainless_milled():
    return metal("stainless milled", (0.66, 0.65, 0.63), 0.24, "milled", 900, 0.15)


def titanium(marks="turned"):
    """Ti-6Al-4V: turned parts carry rings about their axis; milled ones (brackets) straight passes,
    since rings on a flat face read as dents."""
    return metal("titanium Ti-6Al-4V " + marks, (0.62, 0.58, 0.54), 0.3, marks, 1200 if marks == "turned" else 700, 0.2 if marks == "turned" else 0.1)


def brass():
    return metal("brass C360", (0.91, 0.74, 0.42), 0.2, "turned", 1500, 0.15)


def tool_steel():
    return metal("tool steel", (0.55, 0.56, 0.58), 0.32, None)


def carbide():
    return metal("carbide", (0.48, 0.48, 0.5), 0.28, None)


def cast_iron():
    return metal("ground cast iron", (0.42, 0.43, 0.45), 0.42, "milled", 300, 0.1)


def chrome():
    return metal("chrome", (0.8, 0.8, 0.82), 0.08, None)


def dielectric(name, color, roughness, specular=0.5, coat=0.0, sss=0.0):
    key = ("dielectric", name)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Specular"].default_value = specular
    bsdf.inputs["Clearcoat"].default_value = coat
    bsdf.inputs["Clearcoat Roughness"].default_value = 0.15
    _roughness_variation(tree, bsdf, roughness, roughness * 0.15, 12)
    _cache[key] = mat
    return mat


def _grime(tree, bsdf, color, amount, scale=3.0, tint=(0.8, 0.74, 0.62)):
    """Dirt and wear: the colour darkens and yellows in blotches, in object space (metres), so a
    large panel gets many of them and a small part few; low on a panel, where coolant and hands
    reach, it is dirtier."""
    coords = tree.nodes.new("ShaderNodeTexCoord")
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 10
    noise.inputs["Roughness"].default_value = 0.65
    _link(tree, coords.outputs["Object"], noise.inputs["Vector"])
    ramp = tree.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.45
    ramp.color_ramp.elements[1].position = 0.75
    ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    ramp.color_ramp.elements[1].color = (amount, amount, amount, 1)
    _link(tree, noise.outputs["Fac"], ramp.inputs["Fac"])
    mix = tree.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MIX"
    mix.inputs["Color1"].default_value = (*color, 1)
    mix.inputs["Color2"].default_value = (color[0] * tint[0] * 0.7, color[1] * tint[1] * 0.7, color[2] * tint[2] * 0.7, 1)
    _link(tree, ramp.outputs["Color"], mix.inputs["Fac"])
    _link(tree, mix.outputs["Color"], bsdf.inputs["Base Color"])


def paint(name, color, roughness=0.38, grime=0.35):
    """Machine and shop paint: clear-coated, with a little dirt (see _grime)."""
    key = ("dielectric", "paint " + name)
    if key in _cache:
        return _cache[key]
    mat = dielectric("paint " + name, color, roughness, 0.5, 0.25)
    if grime:
        _grime(mat.node_tree, mat.node_tree.nodes["Principled BSDF"], color, grime)
    return mat


def worn_paint(name, color, roughness=0.5):
    """Paint that has seen years: more dirt, less clear coat."""
    key = ("dielectric", "worn " + name)
    if key in _cache:
        return _cache[key]
    mat = dielectric("worn " + name, color, roughness, 0.5, 0.05)
    _grime(mat.node_tree, mat.node_tree.nodes["Principled BSDF"], color, 0.75, 4.0)
    return mat


def peek():
    return dielectric("PEEK", (0.62, 0.52, 0.36), 0.33, 0.5)


def delrin_black():
    return dielectric("acetal black", (0.02, 0.02, 0.02), 0.35)


def rubber():
    return dielectric("rubber", (0.015, 0.015, 0.015), 0.7, 0.3)


def anodized(name, color):
    return metal("anodized " + name, color, 0.32, "milled", 700, 0.12)


def emission(name, color, strength):
    key = ("emission", name)
    if key in _cache:
        return _cache[key]
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    tree = mat.node_tree
    tree.nodes.remove(tree.nodes["Principled BSDF"])
    em = tree.nodes.new("ShaderNodeEmission")
    em.inputs["Color"].default_value = (*color, 1)
    em.inputs["Strength"].default_value = strength
    _link(tree, em.outputs["Emission"], tree.nodes["Material Output"].inputs["Surface"])
    _cache[key] = mat
    return mat


def screen():
    """A control's LCD: a dim lit panel behind glass."""
    key = ("screen",)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("control screen")
    bsdf.inputs["Base Color"].default_value = (0.01, 0.01, 0.012, 1)
    bsdf.inputs["Roughness"].default_value = 0.05
    bsdf.inputs["Emission"].default_value = (0.16, 0.3, 0.45, 1)
    bsdf.inputs["Emission Strength"].default_value = 1.2
    _cache[key] = mat
    return mat


def window_glass(tint=(0.82, 0.88, 0.86)):
    """Machine door glass without refraction: a tinted see-through layer with a glossy reflection.

    Refractive glass costs many samples for what is a flat sheet; this reads the same and stays clean.
    """
    key = ("glass", tint)
    if key in _cache:
        return _cache[key]
    mat = bpy.data.materials.new("window glass")
    mat.use_nodes = True
    tree = mat.node_tree
    nodes = tree.nodes
    nodes.remove(nodes["Principled BSDF"])
    transparent = nodes.new("ShaderNodeBsdfTransparent")
    transparent.inputs["Color"].default_value = (*tint, 1)
    glossy = nodes.new("ShaderNodeBsdfGlossy")
    glossy.inputs["Roughness"].default_value = 0.03
    fresnel = nodes.new("ShaderNodeFresnel")
    fresnel.inputs["IOR"].default_value = 1.5
    mix = nodes.new("ShaderNodeMixShader")
    _link(tree, fresnel.outputs["Fac"], mix.inputs["Fac"])
    _link(tree, transparent.outputs["BSDF"], mix.inputs[1])
    _link(tree, glossy.outputs["BSDF"], mix.inputs[2])
    _link(tree, mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    mat.blend_method = "BLEND"
    _cache[key] = mat
    return mat


def epoxy_floor(color=(0.32, 0.34, 0.35)):
    key = ("floor", color)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("epoxy floor")
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 0.6
    noise.inputs["Detail"].default_value = 6
    ramp = tree.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (color[0] * 0.85, color[1] * 0.85, color[2] * 0.85, 1)
    ramp.color_ramp.elements[1].color = (color[0] * 1.1, color[1] * 1.1, color[2] * 1.1, 1)
    _link(tree, noise.outputs["Fac"], ramp.inputs["Fac"])
    # Wear: darker, dirtier blotches where traffic and coolant have been, and fine scuffs.
    coords = tree.nodes.new("ShaderNodeTexCoord")
    dirt = tree.nodes.new("ShaderNodeTexNoise")
    dirt.inputs["Scale"].default_value = 0.9
    dirt.inputs["Detail"].default_value = 12
    dirt.inputs["Roughness"].default_value = 0.7
    _link(tree, coords.outputs["Object"], dirt.inputs["Vector"])
    dirt_ramp = tree.nodes.new("ShaderNodeValToRGB")
    dirt_ramp.color_ramp.elements[0].position = 0.42
    dirt_ramp.color_ramp.elements[1].position = 0.68
    dirt_ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    dirt_ramp.color_ramp.elements[1].color = (0.8, 0.8, 0.8, 1)
    _link(tree, dirt.outputs["Fac"], dirt_ramp.inputs["Fac"])
    dirty = tree.nodes.new("ShaderNodeMixRGB")
    dirty.inputs["Color2"].default_value = (color[0] * 0.45, color[1] * 0.42, color[2] * 0.36, 1)
    _link(tree, ramp.outputs["Color"], dirty.inputs["Color1"])
    _link(tree, dirt_ramp.outputs["Color"], dirty.inputs["Fac"])
    speck = tree.nodes.new("ShaderNodeTexNoise")
    speck.inputs["Scale"].default_value = 60
    speck.inputs["Detail"].default_value = 4
    _link(tree, coords.outputs["Object"], speck.inputs["Vector"])
    speck_ramp = tree.nodes.new("ShaderNodeValToRGB")
    speck_ramp.color_ramp.elements[0].position = 0.62
    speck_ramp.color_ramp.elements[1].position = 0.7
    speck_ramp.color_ramp.elements[0].color = (0, 0, 0, 1)
    speck_ramp.color_ramp.elements[1].color = (0.5, 0.5, 0.5, 1)
    _link(tree, speck.outputs["Fac"], speck_ramp.inputs["Fac"])
    specked = tree.nodes.new("ShaderNodeMixRGB")
    specked.inputs["Color2"].default_value = (color[0] * 1.5, color[1] * 1.5, color[2] * 1.45, 1)
    _link(tree, dirty.outputs["Color"], specked.inputs["Color1"])
    _link(tree, speck_ramp.outputs["Color"], specked.inputs["Fac"])
    _link(tree, specked.outputs["Color"], bsdf.inputs["Base Color"])
    scuffs = tree.nodes.new("ShaderNodeTexNoise")
    scuffs.inputs["Scale"].default_value = 3.0
    scuffs.inputs["Detail"].default_value = 8
    rough = tree.nodes.new("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = 0.16
    rough.inputs["To Max"].default_value = 0.42
    _link(tree, coords.outputs["Object"], scuffs.inputs["Vector"])
    _link(tree, scuffs.outputs["Fac"], rough.inputs["Value"])
    _link(tree, rough.outputs["Result"], bsdf.inputs["Roughness"])
    _cache[key] = mat
    return mat


def granite():
    key = ("granite",)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("black granite")
    # Fine crystals, a few millimetres across: small-scale noise through a steep ramp, so the
    # stone reads as speckled black granite and not as clouds.
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 1400
    noise.inputs["Detail"].default_value = 2
    ramp = tree.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (0.012, 0.012, 0.013, 1)
    ramp.color_ramp.elements[1].color = (0.055, 0.055, 0.058, 1)
    ramp.color_ramp.elements[0].position = 0.58
    ramp.color_ramp.elements[1].position = 0.66
    _link(tree, noise.outputs["Fac"], ramp.inputs["Fac"])
    _link(tree, ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.3
    _cache[key] = mat
    return mat


def ruby():
    return dielectric("ruby stylus ball", (0.6, 0.02, 0.04), 0.05, 0.8, 1.0)


def backdrop(color=(0.5, 0.52, 0.54)):
    return dielectric("backdrop", color, 0.6, 0.3)
