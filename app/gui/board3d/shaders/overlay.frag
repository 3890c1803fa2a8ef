// Shapes of the marks on a square, anti-aliased with screen-space derivatives:
// 0 fill, 1 dot (empty destination), 2 ring (capture), 3 frame (cursor, selection), 4 glow (check),
// 5 soft disc (contact occlusion, drawn into the light map), 6 solid (arrows: the mesh is the shape),
// 7 a token's letter (coverage from the glyph texture's cell uGlyphCell: offset xy, size zw).
uniform int uShape;
uniform vec4 uColor;
uniform sampler2D uGlyphs;
uniform vec4 uGlyphCell;
in vec2 vUv;
out vec4 fragColor;

void main()
{
    float r = length(vUv);
    float aa = max(fwidth(r), 1e-4);
    float a = 1.0;
    if (uShape == 1) {
        a = 1.0 - smoothstep(0.15 - aa, 0.15 + aa, r);
    } else if (uShape == 2) {
        a = smoothstep(0.40 - aa, 0.40 + aa, r) * (1.0 - smoothstep(0.48 - aa, 0.48 + aa, r));
    } else if (uShape == 3) {
        float e = max(abs(vUv.x), abs(vUv.y));
        float ea = max(fwidth(e), 1e-4);
        a = smoothstep(0.44 - ea, 0.44 + ea, e);
    } else if (uShape == 4) {
        a = 1.0 - smoothstep(0.05, 0.5, r);
    } else if (uShape == 5) {
        a = 1.0 - smoothstep(0.16, 0.5, r);
        a *= a;
        fragColor = vec4(1.0 - uColor.a * a); // multiplied into the light map
        return;
    } else if (uShape == 7) {
        a = texture(uGlyphs, uGlyphCell.xy + vec2(vUv.x + 0.5, 0.5 - vUv.y) * uGlyphCell.zw).r;
    }
    if (a <= 0.003)
        discard;
    fragColor = vec4(uColor.rgb, uColor.a * a);
}
