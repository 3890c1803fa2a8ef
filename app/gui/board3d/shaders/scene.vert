// Lit surfaces: pieces (PIECE), the playing surface (SQUARES) and the frame (FRAME); one of them is defined
// ahead of this source, after the #version line chosen at run time (GL 3.3 core or GLES 3.0).
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec2 aUv;

uniform mat4 uModel;
uniform mat3 uNormalMatrix;
uniform mat4 uViewProjection;
uniform mat4 uLightViewProjection;

out vec3 vWorld;
out vec3 vNormal;
out vec2 vUv;
#ifdef PIECE
out vec4 vShadow;
#endif

void main()
{
    vec4 world = uModel * vec4(aPosition, 1.0);
    vWorld = world.xyz;
    vNormal = uNormalMatrix * aNormal;
    vUv = aUv;
#ifdef PIECE
    vShadow = uLightViewProjection * world;
#endif
    gl_Position = uViewProjection * world;
}
