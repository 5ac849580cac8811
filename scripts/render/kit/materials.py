"""Physically based materials for machined parts and the studio they are photographed in.

Everything is procedural (no image textures) so a scene is fully described by this folder.
Tool marks are bump maps in the part's own coordinates (metres), at the pitch a real cut leaves,
so that a macro lens resolves them: turning feed lines (rings on faces, circles round diameters),
face-mill swirl (overlapping arcs, pass beside pass), surface-grinding lay, lapping, sawing.
"""
import math

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


def _math(tree, op, a, b=None, value=None):
    """A Math node: a and b are sockets or numbers."""
    node = tree.nodes.new("ShaderNodeMath")
    node.operation = op
    for i, x in enumerate((a, b)):
        if x is None:
            continue
        if isinstance(x, (int, float)):
            node.inputs[i].default_value = x
        else:
            _link(tree, x, node.inputs[i])
    return node.outputs[0]


def _bump(tree, bsdf, height_socket, strength, distance=0.0001):
    bump = tree.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    _link(tree, height_socket, bump.inputs["Height"])
    _link(tree, bump.outputs["Normal"], bsdf.inputs["Normal"])
    return bump


def _roughness_variation(tree, bsdf, base, spread, scale=40.0):
    """Not perfect: roughness varies a little across a surface, as on real stock."""
    coords = tree.nodes.new("ShaderNodeTexCoord")
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 3
    _link(tree, coords.outputs["Object"], noise.inputs["Vector"])
    ramp = tree.nodes.new("ShaderNodeMapRange")
    ramp.inputs["To Min"].default_value = base - spread
    ramp.inputs["To Max"].default_value = base + spread
    _link(tree, noise.outputs["Fac"], ramp.inputs["Value"])
    _link(tree, ramp.outputs["Result"], bsdf.inputs["Roughness"])


def _marks(tree, kind, pitch, radius):
    """The height of the tool marks (a 0-1 socket) in object space, or None.

    turned: feed lines at `pitch`: rings on a face, circles round a diameter (phase r + z).
    swirl: a face mill of `radius` run in passes along X, stepping 1.3 radii in Y, each tooth
      leaving an arc `pitch` behind the last (phase x + sqrt(R^2 - dy^2)), the trailing edge
      crossing it more faintly: the swirl every milled flat shows under raking light.
    ground: straight lay along X; sawn: coarse uneven bands along X; lapped: fine isotropic.
    """
    coords = tree.nodes.new("ShaderNodeTexCoord")
    xyz = tree.nodes.new("ShaderNodeSeparateXYZ")
    _link(tree, coords.outputs["Object"], xyz.inputs[0])
    x, y, z = xyz.outputs["X"], xyz.outputs["Y"], xyz.outputs["Z"]
    k = 2 * math.pi / pitch
    if kind == "turned":
        r = _math(tree, "SQRT", _math(tree, "ADD", _math(tree, "MULTIPLY", x, x), _math(tree, "MULTIPLY", y, y)))
        phase = _math(tree, "MULTIPLY", _math(tree, "ADD", r, z), k)
        return _math(tree, "ADD", _math(tree, "MULTIPLY", _math(tree, "SINE", phase), 0.5), 0.5)
    if kind == "swirl":
        step = radius * 1.3
        wrap = tree.nodes.new("ShaderNodeMath")
        wrap.operation = "WRAP"
        _link(tree, y, wrap.inputs[0])
        wrap.inputs[1].default_value = step / 2
        wrap.inputs[2].default_value = -step / 2
        dy = wrap.outputs[0]
        s = _math(tree, "SQRT", _math(tree, "MAXIMUM", _math(tree, "SUBTRACT", radius * radius, _math(tree, "MULTIPLY", dy, dy)), 0.0))
        lead = _math(tree, "SINE", _math(tree, "MULTIPLY", _math(tree, "ADD", x, s), k))
        trail = _math(tree, "SINE", _math(tree, "MULTIPLY", _math(tree, "SUBTRACT", x, s), k * 1.03))
        both = _math(tree, "ADD", lead, _math(tree, "MULTIPLY", trail, 0.35))
        return _math(tree, "ADD", _math(tree, "MULTIPLY", both, 0.37), 0.5)
    if kind == "ground":
        noise = tree.nodes.new("ShaderNodeTexNoise")
        noise.inputs["Scale"].default_value = 1.0
        noise.inputs["Detail"].default_value = 8
        mapping = tree.nodes.new("ShaderNodeMapping")
        _link(tree, coords.outputs["Object"], mapping.inputs["Vector"])
        _link(tree, mapping.outputs["Vector"], noise.inputs["Vector"])
        # Stretched along X: long scratches of the wheel's lay.
        mapping.inputs["Scale"].default_value = (0.02 / pitch, 2.0 / pitch, 2.0 / pitch)
        return noise.outputs["Fac"]
    if kind == "sawn":
        wave = tree.nodes.new("ShaderNodeTexWave")
        wave.wave_type = "BANDS"
        wave.bands_direction = "Y"
        wave.inputs["Scale"].default_value = 1.0 / pitch
        wave.inputs["Distortion"].default_value = 6.0
        wave.inputs["Detail"].default_value = 3.0
        wave.inputs["Detail Scale"].default_value = 0.6
        _link(tree, coords.outputs["Object"], wave.inputs["Vector"])
        return wave.outputs["Fac"]
    if kind == "lapped":
        noise = tree.nodes.new("ShaderNodeTexNoise")
        noise.inputs["Scale"].default_value = 1.0 / pitch
        noise.inputs["Detail"].default_value = 2
        _link(tree, coords.outputs["Object"], noise.inputs["Vector"])
        return noise.outputs["Fac"]
    return None


def metal(name, color, roughness, marks="swirl", pitch=0.0003, strength=0.2, radius=0.025, coat=0.0, sheen=None):
    """A machined metal with its tool marks (see _marks); coat adds a clear layer (coolant film).
    sheen=(low, high): the marks also vary the roughness between the two, as the lay of a cut
    does (a face mill's swirl shows as sheen more than as relief)."""
    key = ("metal", name)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Metallic"].default_value = 1.0
    bsdf.inputs["Clearcoat"].default_value = coat
    bsdf.inputs["Clearcoat Roughness"].default_value = 0.03
    height = _marks(tree, marks, pitch, radius) if marks else None
    if sheen and height is not None:
        ramp = tree.nodes.new("ShaderNodeMapRange")
        ramp.inputs["To Min"].default_value = sheen[0]
        ramp.inputs["To Max"].default_value = sheen[1]
        _link(tree, height, ramp.inputs["Value"])
        _link(tree, ramp.outputs["Result"], bsdf.inputs["Roughness"])
        # and the reflectance a little, so the arcs show where the reflection is even too.
        tint = tree.nodes.new("ShaderNodeMixRGB")
        tint.inputs["Color1"].default_value = (*color, 1)
        tint.inputs["Color2"].default_value = (color[0] * 0.7, color[1] * 0.7, color[2] * 0.7, 1)
        _link(tree, height, tint.inputs["Fac"])
        _link(tree, tint.outputs["Color"], bsdf.inputs["Base Color"])
    else:
        _roughness_variation(tree, bsdf, roughness, roughness * 0.1)
    if height is not None:
        # Marks a few microns deep for a pitch of tenths of a millimetre: slopes of a few
        # degrees, enough to break a reflection into lines, not to scatter it into glitter.
        _bump(tree, bsdf, height, strength, pitch * 0.04)
    _cache[key] = mat
    return mat


# The alloys, as the site lists them. Colours are measured reflectances of the bare metals.
def al6061(marks="swirl", pitch=0.0007):
    return metal("6061-T6 %s %g" % (marks, pitch), (0.91, 0.92, 0.93), 0.22, marks, pitch, 0.25)


def al7075(marks="swirl", pitch=0.0007):
    # A shade warmer and duller than 6061 (zinc), as the two look side by side.
    return metal("7075-T6 %s %g" % (marks, pitch), (0.86, 0.86, 0.85), 0.26, marks, pitch, 0.25)


def ss316(marks="turned", pitch=0.00018):
    return metal("316L %s %g" % (marks, pitch), (0.66, 0.65, 0.63), 0.16, marks, pitch, 0.7)


def ss174(marks="turned", pitch=0.00018):
    # 17-4 PH after H900: a little darker and warmer than 316.
    return metal("17-4 PH %s %g" % (marks, pitch), (0.6, 0.58, 0.55), 0.2, marks, pitch, 0.7)


def electropolished():
    return metal("electropolished 316L", (0.72, 0.71, 0.69), 0.15, "swirl", 0.0008, 0.03)


def titanium(marks="turned", pitch=0.0002):
    return metal("Ti-6Al-4V %s %g" % (marks, pitch), (0.58, 0.54, 0.5), 0.27, marks, pitch, 0.7)


def brass(marks="turned", pitch=0.00015):
    return metal("C360 brass %s %g" % (marks, pitch), (0.91, 0.75, 0.45), 0.16, marks, pitch, 0.7)


def gauge_steel():
    """Lapped gauge-block and plug-gauge steel: near mirror, a fine isotropic lap."""
    return metal("lapped gauge steel", (0.7, 0.7, 0.71), 0.1, "lapped", 0.00005, 0.04)


def black_oxide():
    return metal("black-oxide steel", (0.09, 0.09, 0.1), 0.38, "ground", 0.0004, 0.1)


def vise_steel():
    return metal("ground vise steel", (0.55, 0.56, 0.58), 0.22, "ground", 0.0003, 0.15)


def carbide():
    return metal("ground carbide", (0.46, 0.46, 0.48), 0.18, "ground", 0.0002, 0.1)


def coated_carbide():
    """AlTiN coating: a dark violet-bronze interference colour."""
    return metal("AlTiN coating", (0.2, 0.15, 0.22), 0.22, None)


def anodized(name, color, marks="swirl", roughness=0.34, metallic=0.75):
    """Type II or III anodize: a coloured oxide over the machined surface, its marks showing through."""
    key = ("anodized", name)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("anodized " + name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Metallic"].default_value = metallic
    bsdf.inputs["Specular"].default_value = 0.5
    _roughness_variation(tree, bsdf, roughness, roughness * 0.15)
    height = _marks(tree, marks, 0.0003, 0.025) if marks else None
    if height is not None:
        _bump(tree, bsdf, height, 0.5, 0.000012)
    _cache[key] = mat
    return mat


def black_anodize():
    # Mostly the oxide's own sheen: as a tinted metal it mirrored the softbox grey.
    return anodized("black", (0.012, 0.012, 0.014), roughness=0.4, metallic=0.3)


def hard_anodize():
    """MIL-A-8625 Type III on 6061: dark bronze-grey and matte. Mostly the oxide's own colour: as a
    tinted metal (0.4) its flat blade mirrored the softbox and came out light grey, like plastic."""
    return anodized("hard", (0.035, 0.032, 0.028), roughness=0.55, metallic=0.12)


def dielectric(name, color, roughness, specular=0.5, coat=0.0, transmission=0.0):
    key = ("dielectric", name)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new(name)
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Specular"].default_value = specular
    bsdf.inputs["Clearcoat"].default_value = coat
    bsdf.inputs["Clearcoat Roughness"].default_value = 0.1
    bsdf.inputs["Transmission"].default_value = transmission
    _roughness_variation(tree, bsdf, roughness, roughness * 0.15, 12)
    _cache[key] = mat
    return mat


def peek():
    """Unfilled PEEK: a warm opaque tan, a soft sheen, faint turning lines."""
    key = ("dielectric", "PEEK")
    if key in _cache:
        return _cache[key]
    mat = dielectric("PEEK", (0.36, 0.25, 0.13), 0.3, 0.5)
    tree = mat.node_tree
    height = _marks(tree, "turned", 0.0002, 0)
    _bump(tree, tree.nodes["Principled BSDF"], height, 0.5, 0.000008)
    bsdf = tree.nodes["Principled BSDF"]
    return mat


def ruby():
    return dielectric("ruby", (0.5, 0.015, 0.03), 0.02, 0.9, 0.0, 0.0)


def ceramic():
    return dielectric("zirconia stem", (0.8, 0.79, 0.76), 0.25)


def paint(name, color, roughness=0.7):
    """Mill paint on a bar end: brushed on, uneven, dull."""
    key = ("paint", name)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("paint " + name)
    coords = tree.nodes.new("ShaderNodeTexCoord")
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 180
    noise.inputs["Detail"].default_value = 6
    _link(tree, coords.outputs["Object"], noise.inputs["Vector"])
    mix = tree.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*color, 1)
    mix.inputs["Color2"].default_value = (color[0] * 0.7, color[1] * 0.7, color[2] * 0.7, 1)
    _link(tree, noise.outputs["Fac"], mix.inputs["Fac"])
    _link(tree, mix.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = roughness
    _bump(tree, bsdf, noise.outputs["Fac"], 0.3, 0.0002)
    # Brushed on thin: along the strokes the sawn metal shows through.
    strokes = tree.nodes.new("ShaderNodeTexNoise")
    strokes.inputs["Scale"].default_value = 1.0
    strokes.inputs["Detail"].default_value = 6
    stretch = tree.nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (60, 600, 600)
    _link(tree, coords.outputs["Object"], stretch.inputs["Vector"])
    _link(tree, stretch.outputs["Vector"], strokes.inputs["Vector"])
    thin = tree.nodes.new("ShaderNodeValToRGB")
    # Only the thinnest streaks show metal: wider gaps read as white blobs, not as brushed paint.
    thin.color_ramp.elements[0].position = 0.22
    thin.color_ramp.elements[1].position = 0.27
    _link(tree, strokes.outputs["Fac"], thin.inputs["Fac"])
    bare = tree.nodes.new("ShaderNodeBsdfPrincipled")
    bare.inputs["Base Color"].default_value = (0.75, 0.75, 0.75, 1)
    bare.inputs["Metallic"].default_value = 1.0
    bare.inputs["Roughness"].default_value = 0.35
    mix = tree.nodes.new("ShaderNodeMixShader")
    _link(tree, thin.outputs["Color"], mix.inputs["Fac"])
    _link(tree, bsdf.outputs["BSDF"], mix.inputs[2])
    _link(tree, bare.outputs["BSDF"], mix.inputs[1])
    _link(tree, mix.outputs["Shader"], tree.nodes["Material Output"].inputs["Surface"])
    _cache[key] = mat
    return mat


def etch(on_dark=False):
    """A laser mark: on bare metal a dark matte oxide, on anodize a pale grey bleach."""
    if on_dark:
        return dielectric("laser mark on anodize", (0.42, 0.42, 0.42), 0.7)
    return dielectric("laser mark", (0.04, 0.038, 0.036), 0.6)


def foam(color=(0.012, 0.012, 0.014)):
    """Closed-cell polyethylene foam: matte, with a fine cell texture."""
    key = ("foam", color)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("foam")
    bsdf.inputs["Base Color"].default_value = (*color, 1)
    bsdf.inputs["Roughness"].default_value = 0.85
    bsdf.inputs["Specular"].default_value = 0.3
    coords = tree.nodes.new("ShaderNodeTexCoord")
    cells = tree.nodes.new("ShaderNodeTexVoronoi")
    cells.inputs["Scale"].default_value = 1500
    _link(tree, coords.outputs["Object"], cells.inputs["Vector"])
    _bump(tree, bsdf, cells.outputs["Distance"], 0.35, 0.0002)
    _cache[key] = mat
    return mat


def granite():
    """A black granite surface plate: lapped semi-gloss, fine pale crystals in black."""
    key = ("granite",)
    if key in _cache:
        return _cache[key]
    mat, tree, bsdf = _new("black granite")
    coords = tree.nodes.new("ShaderNodeTexCoord")
    cells = tree.nodes.new("ShaderNodeTexVoronoi")
    cells.inputs["Scale"].default_value = 900
    cells.inputs["Randomness"].default_value = 1.0
    _link(tree, coords.outputs["Object"], cells.inputs["Vector"])
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 30
    noise.inputs["Detail"].default_value = 4
    _link(tree, coords.outputs["Object"], noise.inputs["Vector"])
    grains = tree.nodes.new("ShaderNodeValToRGB")
    grains.color_ramp.elements[0].position = 0.0
    grains.color_ramp.elements[0].color = (0.011, 0.011, 0.012, 1)
    grains.color_ramp.elements[1].position = 0.9
    grains.color_ramp.elements[1].color = (0.008, 0.008, 0.009, 1)
    speck = grains.color_ramp.elements.new(0.97)
    speck.color = (0.035, 0.035, 0.035, 1)
    _link(tree, cells.outputs["Color"], grains.inputs["Fac"])
    cloud = tree.nodes.new("ShaderNodeMixRGB")
    cloud.blend_type = "MULTIPLY"
    cloud.inputs["Fac"].default_value = 0.4
    _link(tree, grains.outputs["Color"], cloud.inputs["Color1"])
    _link(tree, noise.outputs["Fac"], cloud.inputs["Color2"])
    _link(tree, cloud.outputs["Color"], bsdf.inputs["Base Color"])
    rough = tree.nodes.new("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = 0.38
    rough.inputs["To Max"].default_value = 0.52
    _link(tree, noise.outputs["Fac"], rough.inputs["Value"])
    _link(tree, rough.outputs["Result"], bsdf.inputs["Roughness"])
    bsdf.inputs["Specular"].default_value = 0.1
    _cache[key] = mat
    return mat


def backdrop(color=(0.03, 0.032, 0.035)):
    return dielectric("backdrop %s" % (color,), color, 0.7, 0.3)
