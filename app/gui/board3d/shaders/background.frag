// A vertical gradient, lighter at the top (the room behind the board).
uniform vec3 uTop;
uniform vec3 uBottom;
in vec2 vUv;
out vec4 fragColor;
void main() { fragColor = vec4(mix(uBottom, uTop, vUv.y), 1.0); }
