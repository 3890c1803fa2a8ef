// Depth only: the rasteriser writes the depth, the colour is not used.
out vec4 fragColor;
void main() { fragColor = vec4(1.0); }
