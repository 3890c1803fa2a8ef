// Flat marks lying on the board (highlights, move markers, arrows); uv spans −0.5 … 0.5 across a square.
layout(location = 0) in vec3 aPosition;
layout(location = 2) in vec2 aUv;
uniform mat4 uModel;
uniform mat4 uViewProjection;
out vec2 vUv;
void main()
{
    vUv = aUv - 0.5;
    gl_Position = uViewProjection * uModel * vec4(aPosition, 1.0);
}
