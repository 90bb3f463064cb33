// cooperative_groups (CUDA 13.0 headers): tiled_partition (static 32/16/8 and dynamic),
// cg::reduce, cg::inclusive_scan/exclusive_scan, tile shuffles and votes, coalesced_threads
// in a divergent branch. Blocks of 128 threads.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <int W>
__device__ void tile_ops(const int* in, int* sum, int* mx, int* incl, int* excl, int* down) {
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<W>(block);
  int g = blockIdx.x * blockDim.x + block.thread_rank();
  int v = in[g];
  sum[g] = cg::reduce(tile, v, cg::plus<int>());
  mx[g] = cg::reduce(tile, v, cg::greater<int>());
  incl[g] = cg::inclusive_scan(tile, v);
  excl[g] = cg::exclusive_scan(tile, v);
  // shfl_down within the tile; the top lanes read their own value
  int d = tile.shfl_down(v, 1);
  down[g] = tile.thread_rank() + 1 < tile.size() ? d : v;
}

extern "C" __global__ void tile32(const int* in, int* s, int* m, int* i, int* e, int* d) { tile_ops<32>(in, s, m, i, e, d); }
extern "C" __global__ void tile16(const int* in, int* s, int* m, int* i, int* e, int* d) { tile_ops<16>(in, s, m, i, e, d); }
extern "C" __global__ void tile8(const int* in, int* s, int* m, int* i, int* e, int* d) { tile_ops<8>(in, s, m, i, e, d); }

// float sums on 16-lane tiles (whole-number inputs: exact), ballot/any/all, meta ranks
extern "C" __global__ void tile_misc(const float* in, float* fsum, unsigned* ballot, int* votes, int* ranks) {
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<16>(block);
  int g = blockIdx.x * blockDim.x + block.thread_rank();
  float v = in[g];
  fsum[g] = cg::reduce(tile, v, cg::plus<float>());
  ballot[g] = tile.ballot(v > 50.0f);
  votes[g] = tile.any(v > 90.0f) * 2 + tile.all(v >= 0.0f);
  ranks[g] = tile.meta_group_rank() * 100 + tile.thread_rank();
}

// coalesced_threads in a branch: the odd lanes reduce among themselves
extern "C" __global__ void coalesced(const int* in, int* out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  int r = -1;
  if (g & 1) {
    auto active = cg::coalesced_threads();
    r = cg::reduce(active, v, cg::plus<int>()) + active.thread_rank() * 1000000;
  }
  out[g] = r;
}
