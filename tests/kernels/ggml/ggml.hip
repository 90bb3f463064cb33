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

// One module, many kernels, each with its own __shared__ array (ggml's mmvq.cu instantiates
// 294 kernels): two instances of 36 000 bytes each, 72 000 together, more than the 64 KiB of
// LDS a block may have; a launch holds only its own kernel's. A block sum through LDS.
template <int N> __global__ void lds_block_sum(const int *x, int *out) {
  __shared__ int buf[N];
  int t = threadIdx.x;
  buf[t] = x[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = buf[0] + N;
}
template __global__ void lds_block_sum<9000>(const int *, int *);
template __global__ void lds_block_sum<9001>(const int *, int *);

// Many kernels in one module, each with a large register file (ggml's mmvq.cu and argsort.cu
// instantiate hundreds, some with thousands of registers): each instance of regs_row_sum holds
// K-element vectors (a register of every lane per element), so the module's twelve instances
// together need more registers than xlane gives one 1024-thread block, one alone far less; a
// launch reserves only its own kernel's (and its callees') registers.
template <int K> __global__ void regs_row_sum(const int *x, int *out) {
  typedef int vk __attribute__((ext_vector_type(K)));
  vk v;
  __builtin_memcpy(&v, x + (threadIdx.x & 7) * 8, sizeof(v));
  v = v * (int)(threadIdx.x + K);
  out[blockIdx.x * blockDim.x + threadIdx.x] = __builtin_reduce_add(v);
}
template __global__ void regs_row_sum<1000>(const int *, int *);
template __global__ void regs_row_sum<1001>(const int *, int *);
template __global__ void regs_row_sum<1002>(const int *, int *);
template __global__ void regs_row_sum<1003>(const int *, int *);
template __global__ void regs_row_sum<1004>(const int *, int *);
template __global__ void regs_row_sum<1005>(const int *, int *);
template __global__ void regs_row_sum<1006>(const int *, int *);
template __global__ void regs_row_sum<1007>(const int *, int *);
template __global__ void regs_row_sum<1008>(const int *, int *);
template __global__ void regs_row_sum<1009>(const int *, int *);
template __global__ void regs_row_sum<1010>(const int *, int *);
template __global__ void regs_row_sum<1011>(const int *, int *);
