// ggml-style HIP kernel written for xlane's corpus: the int8 dot product of dot_q8 in
// ggml.cu through the AMD dot instructions (RDNA3's mixed-sign `sudot4`, CDNA's `sdot4`),
// then a wave sum through __shfl_xor.

extern "C" __global__ void dot_q8(const int *a, const int *b, int *sums) {
  int lane = threadIdx.x & 31, group = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int *pa = a + group * 32, *pb = b + group * 32;
#if defined(USE_SUDOT4)
  // a signed, b unsigned (ggml's iu8 form), no clamp
  int s = __builtin_amdgcn_sudot4(true, pa[lane], false, pb[lane], 0, false);
#else
  int s = __builtin_amdgcn_sdot4(pa[lane], pb[lane], 0, false);
#endif
  for (int m = 16; m > 0; m >>= 1) s += __shfl_xor(s, m, 32);
  if (lane == 0) sums[group] = s;
}
