// A vertical gradient with a soft light pool in the middle (a table lamp above the board).
uniform vec3 uTop;
uniform vec3 uBottom;
in vec2 vUv;
out vec4 fragColor;
void main()
{
    vec3 c = mix(uBottom, uTop, vUv.y);
    float pool = 1.0 - smoothstep(0.0, 0.75, length((vUv - vec2(0.5, 0.45)) * vec2(1.0, 1.4)));
    fragColor = vec4(c * (0.75 + 0.45 * pool), 1.0);
}
