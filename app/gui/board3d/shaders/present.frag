// Stretches a motion frame drawn at a fraction of the size over the whole target: one bilinear lookup per pixel
// (measured cheaper than glBlitFramebuffer's scaling path on llvmpipe).
uniform sampler2D uImage;
in vec2 vUv;
out vec4 fragColor;
void main() { fragColor = texture(uImage, vUv); }
