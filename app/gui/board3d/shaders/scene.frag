// Blinn-Phong with a key light, a fill light and a sky/ground ambient, on linear colours; the output is
// gamma-encoded (≈ 2.0). Pieces look up the shadow map once (hardware 2×2 filtering); the board and the frame
// read the baked light map instead (key-light shadow in red, contact occlusion in green), which is redrawn only
// when pieces move — per-pixel work stays small enough for software rasterisers.
// The board's upper surfaces have a view-independent colour (squares, grain, inlay, coordinates): BAKE writes it,
// gamma-encoded, into a cached layer (the board seen from above, over the light map's square), and LAYER reads it
// back with one texture lookup instead of computing it for every pixel of every frame.
uniform vec3 uColor;
uniform float uGrain;
uniform float uSpecular;
uniform float uShininess;
uniform float uAlpha;
uniform vec3 uEye;
uniform vec3 uLightDir; // towards the light
uniform vec3 uFillDir;  // towards the fill light
uniform sampler2D uGrainMap;
#ifdef PIECE
uniform highp sampler2DShadow uShadowMap;
in vec4 vShadow;
#else
uniform sampler2D uLightMap;
uniform float uLightMapHalf; // the light map spans ±uLightMapHalf in x and z
#endif
#ifdef SQUARES
uniform vec3 uColor2; // dark squares (uColor: light squares)
uniform float uGrain2;
#endif
#ifdef LAYER
uniform sampler2D uLayer; // the baked colour of the upper surfaces (sqrt-encoded), over ±uLightMapHalf
#endif
#ifdef FRAME
uniform sampler2D uLabels;   // four versions of the coordinates, one per channel (see uLabelChannel)
uniform vec4 uLabelChannel; // picks the version upright for the camera's side
uniform vec3 uLabelColor;
uniform vec3 uInlayColor;
uniform float uInnerHalf;
#endif

in vec3 vWorld;
in vec3 vNormal;
in vec2 vUv;

out vec4 fragColor;

void main()
{
#ifdef SQUARES
    const vec3 n = vec3(0.0, 1.0, 0.0); // the playing surface is flat: the lighting terms fold to constants
#else
    vec3 n = normalize(vNormal);
#endif
    vec3 base = uColor;
    float grain = uGrain;
#if defined(LAYER)
    vec3 layer = texture(uLayer, vWorld.xz / (2.0 * uLightMapHalf) + 0.5).rgb;
#endif
#if defined(SQUARES) && defined(LAYER)
    base = layer * layer;
#elif defined(SQUARES)
    vec2 cell = floor(vWorld.xz + 4.0);
    float dark = mod(cell.x + cell.y, 2.0); // a1 is cell (0, 7): dark
    base = mix(uColor, uColor2, dark);
    grain = mix(uGrain, uGrain2, dark);
    // Each square's grain starts elsewhere and dark squares run across the light ones, like an inlaid board.
    vec2 local = vWorld.xz * 0.25 + cell * 0.37;
    vec2 uv = dark > 0.5 ? local : local.yx;
#elif defined(FRAME)
    vec2 a = abs(vWorld.xz);
    vec2 uv = (a.x > a.y ? vWorld.zx : vWorld.xz) * vec2(0.6, 0.15);
#else
    vec2 uv = vUv.yx * vec2(0.6, 1.0); // fibres run up the piece
#endif
#if !(defined(SQUARES) && defined(LAYER))
    base *= 1.0 + (texture(uGrainMap, uv).r - 0.5) * 2.0 * grain;
#endif

#ifdef PIECE
    float lit = textureProj(uShadowMap, vShadow - vec4(0.0, 0.0, 0.0015 * vShadow.w, 0.0));
    float occlusion = 1.0;
#else
    vec2 light = texture(uLightMap, vWorld.xz / (2.0 * uLightMapHalf) + 0.5).rg;
#ifdef SQUARES
    float lit = light.r;
    float occlusion = light.g;
#else
    float top = step(-0.01, vWorld.y); // only the upper faces receive baked light
    float lit = mix(1.0, light.r, top);
    float occlusion = mix(1.0, light.g, top);
#endif
#endif
#if defined(FRAME) && defined(LAYER)
    base = mix(base, layer * layer, top);
#elif defined(FRAME)
    float edge = max(abs(vWorld.x), abs(vWorld.z));
    base = mix(base, uInlayColor, top * (1.0 - step(uInnerHalf + 0.045, edge)));
    float label = dot(texture(uLabels, vWorld.xz / (2.0 * uLightMapHalf) + 0.5), uLabelChannel);
    base = mix(base, uLabelColor, label * top);
#endif
#ifdef BAKE
    if (vWorld.y < -0.01)
        discard; // only the upper surfaces are baked
    fragColor = vec4(sqrt(base), 1.0);
    return;
#endif

    vec3 v = normalize(uEye - vWorld);
    float key = max(dot(n, uLightDir), 0.0) * lit;
    float fill = max(dot(n, uFillDir), 0.0);
    vec3 ambient = mix(vec3(0.10, 0.09, 0.08), vec3(0.24, 0.25, 0.28), n.y * 0.5 + 0.5) * occlusion;
    vec3 h = normalize(uLightDir + v);
    // pow(x, n) ≈ exp(n (x − 1)) near x = 1, where highlights live: one exp2 instead of log2 and exp2.
    float spec = exp2(uShininess * 1.442695 * (min(dot(n, h), 1.0) - 1.0)) * uSpecular * lit;
    vec3 color = base * (ambient + key * vec3(1.0, 0.96, 0.9) * 0.95 + fill * vec3(0.55, 0.6, 0.7) * 0.22 * occlusion) + vec3(spec);
#ifdef PIECE
    float rim = 1.0 - max(dot(n, v), 0.0);
    color += rim * rim * rim * 0.12 * vec3(0.5, 0.55, 0.6);
#endif
    fragColor = vec4(sqrt(color), uAlpha);
}
