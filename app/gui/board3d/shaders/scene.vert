// Lit surfaces: pieces (PIECE), the playing surface (SQUARES) and the frame (FRAME); one of them is defined
// ahead of this source, after the #version line chosen at run time (GL 3.3 core or GLES 3.0). BAKE (with SQUARES
// or FRAME) draws the upper surfaces seen from above into the board's cached layer instead of the screen.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec2 aUv;
// Where a piece stands (xyz) and which way it faces (w = 1 towards Black, −1 towards White); one per instance.
// The board and frame are drawn with the constant (0, 0, 0, 1).
layout(location = 3) in vec4 aInstance;

uniform mat4 uViewProjection;
uniform mat4 uLightViewProjection;
#ifdef BAKE
uniform float uLightMapHalf; // the layer spans ±uLightMapHalf in x and z, as the light map does
#endif

out vec3 vWorld;
out vec3 vNormal;
out vec2 vUv;
#ifdef PIECE
out vec4 vShadow;
#endif

void main()
{
    vec4 world = vec4(aPosition.x * aInstance.w + aInstance.x, aPosition.y + aInstance.y, aPosition.z * aInstance.w + aInstance.z, 1.0);
    vWorld = world.xyz;
    vNormal = vec3(aNormal.x * aInstance.w, aNormal.y, aNormal.z * aInstance.w);
    vUv = aUv;
#ifdef PIECE
    vShadow = uLightViewProjection * world;
#endif
#ifdef BAKE
    gl_Position = vec4(world.x / uLightMapHalf, world.z / uLightMapHalf, 0.0, 1.0);
#else
    gl_Position = uViewProjection * world;
#endif
}
