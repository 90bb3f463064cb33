// Constructs the runner must refuse with a clear `unsupported` error naming the call: the
// float wave reduction (its association order is the backend's). Device printf, once refused
// here, now runs (`say`: HIP lowers it to ockl's printf stream, which xlane serves as the
// host would).
#include "../include/hip_lite.h"

extern "C" __device__ int printf(const char *, ...);

extern "C" __global__ void say(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[gid] == 0) printf("zero at %u\n", gid);
  out[gid] = in[gid];
}

extern "C" __global__ void fsum(const float *in, float *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = __builtin_amdgcn_wave_reduce_fadd_f32(in[gid], 0);
}

// A kernel that needs none of the above runs although its module holds them.
extern "C" __global__ void copy(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = in[gid] ^ 0xFFu;
}
