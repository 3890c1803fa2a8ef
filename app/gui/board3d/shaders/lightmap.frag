// Key-light visibility of a point of the board (3×3 filtered taps: soft edges), into the red channel; the
// contact occlusion discs are multiplied into green afterwards.
uniform highp sampler2DShadow uShadowMap;
uniform mat4 uLightViewProjection;
uniform float uTexel;
in vec3 vWorld;
out vec4 fragColor;
void main()
{
    vec4 p = uLightViewProjection * vec4(vWorld, 1.0);
    vec3 q = p.xyz / p.w * 0.5 + 0.5;
    float sum = 0.0;
    for (int y = -1; y <= 1; ++y)
        for (int x = -1; x <= 1; ++x)
            sum += texture(uShadowMap, vec3(q.xy + vec2(float(x), float(y)) * uTexel * 1.5, q.z - 0.002));
    fragColor = vec4(sum / 9.0, 1.0, 0.0, 1.0);
}
