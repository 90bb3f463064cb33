// A 3D launch: every thread writes its coordinates and the launch shape into a record at its
// linear global index, so threadIdx/blockIdx/blockDim/gridDim .x/.y/.z are all read (on AMD
// through the dispatch packet or the hidden kernel arguments, per code object version).
extern "C" __global__ void grid3d(u32 *out) {
  u32 gx = blockIdx.x * blockDim.x + threadIdx.x;
  u32 gy = blockIdx.y * blockDim.y + threadIdx.y;
  u32 gz = blockIdx.z * blockDim.z + threadIdx.z;
  u32 nx = gridDim.x * blockDim.x, ny = gridDim.y * blockDim.y;
  u32 lin = (gz * ny + gy) * nx + gx;
  u32 *r = out + lin * 4;
  r[0] = threadIdx.x | (threadIdx.y << 8) | (threadIdx.z << 16);
  r[1] = blockIdx.x | (blockIdx.y << 8) | (blockIdx.z << 16);
  r[2] = blockDim.x | (blockDim.y << 8) | (blockDim.z << 16);
  r[3] = gridDim.x | (gridDim.y << 8) | (gridDim.z << 16);
}
