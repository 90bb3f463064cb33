// ggml-style CUDA kernels written for xlane's corpus (not taken from ggml): a q8_0-like
// int8 dot product through `__dp4a`, and a softmax with ALiBi slopes through libdevice's
// `powf` (`__nv_powf`). Built with libdevice linked (gen_ggml.py); the lite header gives
// threadIdx and the warp shuffles.

// CUDA's sm_61 intrinsics are these PTX instructions (PTX ISA dp4a/dp2a).
__device__ static __forceinline__ int dp4a_ss(int a, int b, int c) {
  int d;
  asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
__device__ static __forceinline__ unsigned dp4a_uu(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
__device__ static __forceinline__ int dp4a_su(int a, unsigned b, int c) {
  int d;
  asm("dp4a.s32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
__device__ static __forceinline__ int dp2a_lo(int a, int b, int c) {
  int d;
  asm("dp2a.lo.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
__device__ static __forceinline__ unsigned dp2a_hi(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("dp2a.hi.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}

extern "C" __device__ float __nv_powf(float, float);
extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_fmaxf(float, float);

#define QK 32  // values per block, 8 packed words

// One warp per output block: lane l multiplies word l % 8 of its block's 8 words (4 lanes
// per block share the rest through the warp sum), as ggml's vec_dot_q8_0_q8_1 splits a block.
extern "C" __global__ void dot_q8(const int *a, const int *b, int *sums, float *scaled, float d) {
  int lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int *pa = a + warp * 32, *pb = b + warp * 32;
  int s = dp4a_ss(pa[lane], pb[lane], 0);
  for (int m = 16; m > 0; m >>= 1) s += __shfl_xor_sync(0xffffffffu, s, m);
  if (lane == 0) {
    sums[warp] = s;
    scaled[warp] = (float)s * d;
  }
}

// The other dot forms, one result per lane: every signedness of dp4a and both halves of dp2a.
extern "C" __global__ void dot_forms(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, n = gridDim.x * blockDim.x;
  out[i] = dp4a_uu(a[i], b[i], c[i]);
  out[n + i] = (unsigned)dp4a_su((int)a[i], b[i], (int)c[i]);
  out[2 * n + i] = (unsigned)dp2a_lo((int)a[i], (int)b[i], (int)c[i]);
  out[3 * n + i] = dp2a_hi(a[i], b[i], c[i]);
}

// Softmax of one row per warp with ALiBi: slope = powf(m0, head + 1) (exact for m0 = 2^-k),
// y = exp(x * scale + slope * pos - max) / sum.
extern "C" __global__ void soft_max_alibi(const float *x, float *y, float *slopes, int ncols, float scale, float m0) {
  int lane = threadIdx.x & 31, row = blockIdx.x;
  float slope = __nv_powf(m0, (float)(row + 1));
  if (lane == 0) slopes[row] = slope;
  float mx = -__builtin_inff();
  for (int c = lane; c < ncols; c += 32) mx = __nv_fmaxf(mx, x[row * ncols + c] * scale + slope * (float)c);
  for (int m = 16; m > 0; m >>= 1) mx = __nv_fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, m));
  float sum = 0.0f;
  for (int c = lane; c < ncols; c += 32) {
    float e = __nv_expf(x[row * ncols + c] * scale + slope * (float)c - mx);
    y[row * ncols + c] = e;
    sum += e;
  }
  for (int m = 16; m > 0; m >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, m);
  for (int c = lane; c < ncols; c += 32) y[row * ncols + c] /= sum;
}

// One module, many kernels, each with its own __shared__ array (ggml's mmvq.cu instantiates
// hundreds): two instances of 36 000 bytes each, 72 000 together, more than the 48 KiB of
// static shared memory a block may have; a launch holds only its own kernel's.
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
