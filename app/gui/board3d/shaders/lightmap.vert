// The baked light of the board's upper surfaces: one quad over the frame's outer square, seen from above.
layout(location = 0) in vec3 aPosition;
uniform float uHalf;
out vec3 vWorld;
void main()
{
    vWorld = vec3(aPosition.x * 2.0 * uHalf, 0.0, aPosition.z * 2.0 * uHalf);
    // The unit quad spans ±0.5: x → clip x, z → clip y (z = −half is the map's first row).
    gl_Position = vec4(aPosition.x * 2.0, aPosition.z * 2.0, 0.0, 1.0);
}
