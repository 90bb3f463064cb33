// Argument kinds of the launch spec: a struct passed by value ("bytes"), a pointer that may
// be null ("null"), and an output that aliases the input buffer at an offset ("alias").
#include "../include/cuda_lite.h"

struct params {
  u32 mul;
  u32 add;
  u64 mask;
};

extern "C" __global__ void args(const u32 *in, u32 *out, params p, const u32 *extra, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 x = (in[gid] * p.mul + p.add) ^ (u32)(p.mask >> 16);
  if (extra) x += extra[gid];
  out[gid] = x;
}
