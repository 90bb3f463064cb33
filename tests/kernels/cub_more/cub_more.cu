// More CUB block and warp primitives (CCCL 3.0.1, CUDA 13.0 headers): radix sort (keys;
// float keys descending with values, blocked-to-striped), radix rank with match.any
// (BlockRadixRankMatch), histograms (atomic and sort), merge sorts, load/store with
// transposes and head flags. Blocks of 128 threads, 4 items per thread.
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_radix_rank.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_merge_sort.cuh>

extern "C" __global__ void radix_sort(unsigned* d) {
  using BRS = cub::BlockRadixSort<unsigned, 128, 4>;
  __shared__ typename BRS::TempStorage ts;
  unsigned k[4];
  for (int i = 0; i < 4; i++) k[i] = d[blockIdx.x * 512 + threadIdx.x * 4 + i];
  BRS(ts).Sort(k);
  for (int i = 0; i < 4; i++) d[blockIdx.x * 512 + threadIdx.x * 4 + i] = k[i];
}

extern "C" __global__ void radix_sort_pairs(const float* in, float* keys, int* vals) {
  using BRS = cub::BlockRadixSort<float, 128, 4, int>;
  __shared__ typename BRS::TempStorage ts;
  float k[4];
  int v[4];
  for (int i = 0; i < 4; i++) {
    k[i] = in[threadIdx.x * 4 + i];
    v[i] = threadIdx.x * 4 + i;
  }
  BRS(ts).SortDescendingBlockedToStriped(k, v);
  for (int i = 0; i < 4; i++) {
    keys[i * 128 + threadIdx.x] = k[i];
    vals[i * 128 + threadIdx.x] = v[i];
  }
}

extern "C" __global__ void radix_rank_match(const unsigned* in, int* out) {
  using BRR = cub::BlockRadixRankMatch<128, 4, false>;
  __shared__ typename BRR::TempStorage ts;
  unsigned k[1] = {in[threadIdx.x]};
  int r[1];
  cub::BFEDigitExtractor<unsigned> ex(0, 4);
  BRR(ts).RankKeys(k, r, ex);
  out[threadIdx.x] = r[0];
}

template <cub::BlockHistogramAlgorithm A>
__device__ void histogram(const unsigned char* in, unsigned* h) {
  using BH = cub::BlockHistogram<unsigned char, 128, 4, 256, A>;
  __shared__ typename BH::TempStorage ts;
  __shared__ unsigned bins[256];
  unsigned char s[4];
  for (int i = 0; i < 4; i++) s[i] = in[threadIdx.x * 4 + i];
  BH(ts).Histogram(s, bins);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += 128) h[i] = bins[i];
}
extern "C" __global__ void histogram_atomic(const unsigned char* in, unsigned* h) { histogram<cub::BLOCK_HISTO_ATOMIC>(in, h); }
extern "C" __global__ void histogram_sort(const unsigned char* in, unsigned* h) { histogram<cub::BLOCK_HISTO_SORT>(in, h); }

extern "C" __global__ void warp_merge_sort(int* d) {
  using WMS = cub::WarpMergeSort<int, 4, 32>;
  __shared__ typename WMS::TempStorage ts[4];
  int k[4];
  for (int i = 0; i < 4; i++) k[i] = d[threadIdx.x * 4 + i];
  WMS(ts[threadIdx.x / 32]).Sort(k, cuda::std::less<>{});
  for (int i = 0; i < 4; i++) d[threadIdx.x * 4 + i] = k[i];
}

extern "C" __global__ void block_merge_sort(int* d) {
  using BMS = cub::BlockMergeSort<int, 128, 4>;
  __shared__ typename BMS::TempStorage ts;
  int k[4];
  for (int i = 0; i < 4; i++) k[i] = d[threadIdx.x * 4 + i];
  BMS(ts).Sort(k, cuda::std::less<>{});
  for (int i = 0; i < 4; i++) d[threadIdx.x * 4 + i] = k[i];
}

// load (warp transpose), flag the heads of runs (an item differs from its predecessor),
// store (transpose): out[i] = in[i] + 1000 * head(i)
extern "C" __global__ void load_flag_store(const int* in, int* out) {
  using BL = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using BS = cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_TRANSPOSE>;
  using BD = cub::BlockDiscontinuity<int, 128>;
  __shared__ union {
    typename BL::TempStorage l;
    typename BS::TempStorage s;
    typename BD::TempStorage d;
  } ts;
  int it[4], f[4];
  BL(ts.l).Load(in, it);
  __syncthreads();
  BD(ts.d).FlagHeads(f, it, cuda::std::not_equal_to<>{});
  __syncthreads();
  for (int i = 0; i < 4; i++) it[i] += f[i] * 1000;
  BS(ts.s).Store(out, it);
}
