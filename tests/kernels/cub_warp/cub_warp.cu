// CUB warp primitives (CCCL 3.0.1, CUDA 13.0 headers): WarpReduce, WarpScan, WarpExchange
// on logical warps of 32, 16 and 8 lanes, int and float, full and partial (valid_items).
// Blocks of 128 threads; every logical warp writes its results. Float inputs are small
// whole numbers, so every sum is exact whatever the association order.
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

constexpr int BLOCK = 128;

template <int W, typename T>
__device__ void reduce_sum(const T* in, T* out, int valid) {
  using WR = cub::WarpReduce<T, W>;
  __shared__ typename WR::TempStorage ts[BLOCK / W];
  int t = threadIdx.x, w = t / W;
  T v = in[blockIdx.x * BLOCK + t];
  T s = valid < W ? WR(ts[w]).Sum(v, valid) : WR(ts[w]).Sum(v);
  if (t % W == 0) out[blockIdx.x * (BLOCK / W) + w] = s;
}

template <int W, typename T>
__device__ void reduce_max(const T* in, T* out) {
  using WR = cub::WarpReduce<T, W>;
  __shared__ typename WR::TempStorage ts[BLOCK / W];
  int t = threadIdx.x, w = t / W;
  T v = in[blockIdx.x * BLOCK + t];
  T s = WR(ts[w]).Reduce(v, cuda::maximum<>{});
  if (t % W == 0) out[blockIdx.x * (BLOCK / W) + w] = s;
}

// Head-segmented sum: a segment starts where flag != 0 (and at lane 0); the first lane of
// each segment receives its sum.
template <int W>
__device__ void head_segmented(const int* in, const int* flags, int* out) {
  using WR = cub::WarpReduce<int, W>;
  __shared__ typename WR::TempStorage ts[BLOCK / W];
  int t = threadIdx.x, w = t / W, g = blockIdx.x * BLOCK + t;
  int s = WR(ts[w]).HeadSegmentedSum(in[g], flags[g] & 1);
  out[g] = (flags[g] & 1) || t % W == 0 ? s : 0;
}

template <int W, typename T>
__device__ void scans(const T* in, T* incl, T* excl, T* total) {
  using WS = cub::WarpScan<T, W>;
  __shared__ typename WS::TempStorage ts[BLOCK / W];
  int t = threadIdx.x, w = t / W, g = blockIdx.x * BLOCK + t;
  T v = in[g], i, e, agg;
  WS(ts[w]).InclusiveSum(v, i);
  __syncwarp();
  WS(ts[w]).ExclusiveSum(v, e, agg);
  incl[g] = i;
  excl[g] = e;
  if (t % W == 0) total[blockIdx.x * (BLOCK / W) + w] = agg;
}

template <int W>
__device__ void scan_max(const int* in, int* out) {
  using WS = cub::WarpScan<int, W>;
  __shared__ typename WS::TempStorage ts[BLOCK / W];
  int t = threadIdx.x, w = t / W, g = blockIdx.x * BLOCK + t;
  int r;
  WS(ts[w]).InclusiveScan(in[g], r, cuda::maximum<>{});
  out[g] = r;
}

// WarpExchange: 4 items per thread, blocked (thread-major) to striped (item-major).
template <int W>
__device__ void exchange(const int* in, int* out) {
  using WE = cub::WarpExchange<int, 4, W>;
  __shared__ typename WE::TempStorage ts[BLOCK / W];
  int t = threadIdx.x, w = t / W;
  int base = (blockIdx.x * BLOCK + t) * 4;
  int items[4];
  for (int k = 0; k < 4; ++k) items[k] = in[base + k];
  WE(ts[w]).BlockedToStriped(items, items);
  for (int k = 0; k < 4; ++k) out[base + k] = items[k];
}

#define WARP_KERNELS(W)                                                                             \
  extern "C" __global__ void reduce_i32_w##W(const int* in, int* out, int valid) { reduce_sum<W>(in, out, valid); } \
  extern "C" __global__ void reduce_f32_w##W(const float* in, float* out, int valid) { reduce_sum<W>(in, out, valid); } \
  extern "C" __global__ void reduce_max_w##W(const int* in, int* out) { reduce_max<W>(in, out); } \
  extern "C" __global__ void segmented_w##W(const int* in, const int* f, int* out) { head_segmented<W>(in, f, out); } \
  extern "C" __global__ void scan_i32_w##W(const int* in, int* i, int* e, int* t) { scans<W>(in, i, e, t); } \
  extern "C" __global__ void scan_f32_w##W(const float* in, float* i, float* e, float* t) { scans<W>(in, i, e, t); } \
  extern "C" __global__ void scan_max_w##W(const int* in, int* out) { scan_max<W>(in, out); } \
  extern "C" __global__ void exchange_w##W(const int* in, int* out) { exchange<W>(in, out); }

WARP_KERNELS(32)
WARP_KERNELS(16)
WARP_KERNELS(8)
