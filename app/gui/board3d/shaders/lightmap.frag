// Key-light visibility of a point of the board, into the red channel: four taps, each filtered 2×2 by the
// hardware comparison, give soft edges (uTaps 4); one tap (uTaps 1, frames in motion on slow renderers) gives
// harder ones at a quarter of the cost. The contact occlusion discs are multiplied into green afterwards.
uniform highp sampler2DShadow uShadowMap;       // pieces standing still
uniform highp sampler2DShadow uMovingShadowMap; // pieces on the move
uniform mat4 uLightViewProjection;
uniform float uTexel;
uniform int uTaps;
in vec3 vWorld;
out vec4 fragColor;
void main()
{
    vec4 p = uLightViewProjection * vec4(vWorld, 1.0);
    vec3 q = p.xyz / p.w * 0.5 + 0.5;
    float d = uTexel * 1.2;
    float z = q.z - 0.002;
    if (uTaps < 4) {
        fragColor = vec4(texture(uShadowMap, vec3(q.xy, z)) * texture(uMovingShadowMap, vec3(q.xy, z)), 1.0, 0.0, 1.0);
        return;
    }
    float still = texture(uShadowMap, vec3(q.xy + vec2(-d, -d), z)) + texture(uShadowMap, vec3(q.xy + vec2(d, -d), z))
                + texture(uShadowMap, vec3(q.xy + vec2(-d, d), z)) + texture(uShadowMap, vec3(q.xy + vec2(d, d), z));
    float moving = texture(uMovingShadowMap, vec3(q.xy + vec2(-d, -d), z)) + texture(uMovingShadowMap, vec3(q.xy + vec2(d, -d), z))
                 + texture(uMovingShadowMap, vec3(q.xy + vec2(-d, d), z)) + texture(uMovingShadowMap, vec3(q.xy + vec2(d, d), z));
    fragColor = vec4(still * moving * 0.0625, 1.0, 0.0, 1.0);
}
