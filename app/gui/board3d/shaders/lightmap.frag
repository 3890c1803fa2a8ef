// Key-light visibility of a point of the board, into the red channel: four taps, each filtered 2×2 by the
// hardware comparison, give soft edges. The contact occlusion discs are multiplied into green afterwards.
uniform highp sampler2DShadow uShadowMap;
uniform mat4 uLightViewProjection;
uniform float uTexel;
in vec3 vWorld;
out vec4 fragColor;
void main()
{
    vec4 p = uLightViewProjection * vec4(vWorld, 1.0);
    vec3 q = p.xyz / p.w * 0.5 + 0.5;
    float d = uTexel * 1.2;
    float z = q.z - 0.002;
    float sum = texture(uShadowMap, vec3(q.xy + vec2(-d, -d), z)) + texture(uShadowMap, vec3(q.xy + vec2(d, -d), z))
              + texture(uShadowMap, vec3(q.xy + vec2(-d, d), z)) + texture(uShadowMap, vec3(q.xy + vec2(d, d), z));
    fragColor = vec4(sum * 0.25, 1.0, 0.0, 1.0);
}
