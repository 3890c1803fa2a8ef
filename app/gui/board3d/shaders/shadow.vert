// Depth from the light's point of view (the shadow map).
layout(location = 0) in vec3 aPosition;
layout(location = 3) in vec4 aInstance; // as in scene.vert
uniform mat4 uLightViewProjection;
void main()
{
    vec3 world = vec3(aPosition.x * aInstance.w, aPosition.y, aPosition.z * aInstance.w) + aInstance.xyz;
    gl_Position = uLightViewProjection * vec4(world, 1.0);
}
