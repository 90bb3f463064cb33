// 16-bit floats: butterfly wave sums of f16 (_Float16) and bf16 (__bf16) values. Each value
// travels through a 32-bit shuffle as its zero-extended bit pattern; every add rounds to
// the 16-bit format (nearest, ties to even).
#include "../include/hip_lite.h"

extern "C" __global__ void half_reduce(const _Float16 *in, _Float16 *out, const __bf16 *bin, __bf16 *bout) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  _Float16 h = in[gid];
  __bf16 b = bin[gid];
  for (int off = 1; off < warpSize; off <<= 1) {
    u32 bits = __builtin_bit_cast(unsigned short, h);
    h = h + __builtin_bit_cast(_Float16, (unsigned short)__shfl_xor(bits, off));
    bits = __builtin_bit_cast(unsigned short, b);
    b = b + __builtin_bit_cast(__bf16, (unsigned short)__shfl_xor(bits, off));
  }
  out[gid] = h;
  bout[gid] = b;
}
