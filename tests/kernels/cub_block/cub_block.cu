// CUB block primitives (CCCL 3.0.1, CUDA 13.0 headers): BlockReduce with each algorithm
// (WARP_REDUCTIONS, RAKING, RAKING_COMMUTATIVE_ONLY) and BlockScan with each algorithm
// (RAKING, RAKING_MEMOIZE, WARP_SCANS), int and float, one or four items per thread, full
// blocks and a partial tile (num_valid). Float inputs are small whole numbers (exact sums).
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>

template <int BLOCK, cub::BlockReduceAlgorithm A, typename T>
__device__ void reduce(const T* in, T* out, int valid) {
  using BR = cub::BlockReduce<T, BLOCK, A>;
  __shared__ typename BR::TempStorage ts;
  T v = in[blockIdx.x * BLOCK + threadIdx.x];
  T s = valid < BLOCK ? BR(ts).Sum(v, valid) : BR(ts).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

template <int BLOCK, cub::BlockReduceAlgorithm A>
__device__ void reduce_items(const int* in, int* out) {
  using BR = cub::BlockReduce<int, BLOCK, A>;
  __shared__ typename BR::TempStorage ts;
  int items[4];
  for (int k = 0; k < 4; ++k) items[k] = in[(blockIdx.x * BLOCK + threadIdx.x) * 4 + k];
  int m = BR(ts).Reduce(items, cuda::maximum<>{});
  if (threadIdx.x == 0) out[blockIdx.x] = m;
}

template <int BLOCK, cub::BlockScanAlgorithm A, typename T>
__device__ void scan(const T* in, T* incl, T* excl, T* total) {
  using BS = cub::BlockScan<T, BLOCK, A>;
  __shared__ typename BS::TempStorage ts;
  int g = blockIdx.x * BLOCK + threadIdx.x;
  T v = in[g], i, e, agg;
  BS(ts).InclusiveSum(v, i);
  __syncthreads();
  BS(ts).ExclusiveSum(v, e, agg);
  incl[g] = i;
  excl[g] = e;
  if (threadIdx.x == 0) total[blockIdx.x] = agg;
}

template <int BLOCK, cub::BlockScanAlgorithm A>
__device__ void scan_items(const int* in, int* out) {
  using BS = cub::BlockScan<int, BLOCK, A>;
  __shared__ typename BS::TempStorage ts;
  int items[4];
  int base = (blockIdx.x * BLOCK + threadIdx.x) * 4;
  for (int k = 0; k < 4; ++k) items[k] = in[base + k];
  BS(ts).InclusiveScan(items, items, cuda::maximum<>{});
  for (int k = 0; k < 4; ++k) out[base + k] = items[k];
}

#define REDUCE(NAME, B, ALG)                                                                          \
  extern "C" __global__ void reduce_i32_##NAME(const int* in, int* out, int valid) { reduce<B, cub::ALG>(in, out, valid); } \
  extern "C" __global__ void reduce_f32_##NAME(const float* in, float* out, int valid) { reduce<B, cub::ALG>(in, out, valid); } \
  extern "C" __global__ void reduce_max4_##NAME(const int* in, int* out) { reduce_items<B, cub::ALG>(in, out); }
#define SCAN(NAME, B, ALG)                                                                            \
  extern "C" __global__ void scan_i32_##NAME(const int* in, int* i, int* e, int* t) { scan<B, cub::ALG>(in, i, e, t); } \
  extern "C" __global__ void scan_f32_##NAME(const float* in, float* i, float* e, float* t) { scan<B, cub::ALG>(in, i, e, t); } \
  extern "C" __global__ void scan_max4_##NAME(const int* in, int* out) { scan_items<B, cub::ALG>(in, out); }

REDUCE(warp_reductions, 128, BLOCK_REDUCE_WARP_REDUCTIONS)
REDUCE(raking, 128, BLOCK_REDUCE_RAKING)
REDUCE(raking_commutative, 128, BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY)
REDUCE(warp_reductions_80, 80, BLOCK_REDUCE_WARP_REDUCTIONS)
SCAN(raking, 128, BLOCK_SCAN_RAKING)
SCAN(raking_memoize, 128, BLOCK_SCAN_RAKING_MEMOIZE)
SCAN(warp_scans, 128, BLOCK_SCAN_WARP_SCANS)
SCAN(warp_scans_80, 80, BLOCK_SCAN_WARP_SCANS)
