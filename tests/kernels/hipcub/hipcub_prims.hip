// hipCUB warp and block reduce/scan (rocPRIM backend), built against the real hipCUB 3.3,
// rocPRIM 3.3 and HIP 6.3 headers with the ROCm device libraries linked
// (tests/kernels/README.md, "rocPRIM and hipCUB"). Inputs are in >> 12 (20-bit signed
// values), so no sum overflows. References: gen_rocm.py.
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>

constexpr unsigned WAVE = __AMDGCN_WAVEFRONT_SIZE;
constexpr unsigned BLOCK = 128;
constexpr unsigned ITEMS = 2;

__device__ unsigned gid() { return blockIdx.x * BLOCK + threadIdx.x; }

// WarpReduce::Sum over logical warps of W; lane 0 of each writes.
template<unsigned W>
__device__ void warp_sum(const int* in, int* out)
{
    using wr = hipcub::WarpReduce<int, W>;
    __shared__ typename wr::TempStorage st[BLOCK / W];
    const int r = wr(st[threadIdx.x / W]).Sum(in[gid()] >> 12);
    if(threadIdx.x % W == 0)
        out[gid()] = r;
}

extern "C" __global__ void cub_warp_sum(const int* in, int* out) { warp_sum<WAVE>(in, out); }
extern "C" __global__ void cub_warp_sum_16(const int* in, int* out) { warp_sum<16>(in, out); }

// WarpReduce::Reduce(max) over the first 7 lanes of each warp.
extern "C" __global__ void cub_warp_max_valid(const int* in, int* out)
{
    using wr = hipcub::WarpReduce<int>;
    __shared__ wr::TempStorage st[BLOCK / WAVE];
    const int r = wr(st[threadIdx.x / WAVE]).Reduce(in[gid()], hipcub::Max(), 7);
    if(threadIdx.x % WAVE == 0)
        out[gid()] = r;
}

// WarpScan: inclusive and exclusive sums over logical warps of W.
template<unsigned W>
__device__ void warp_scan(const int* in, int* out)
{
    using ws = hipcub::WarpScan<int, W>;
    __shared__ typename ws::TempStorage st[BLOCK / W];
    int inc, exc;
    ws(st[threadIdx.x / W]).InclusiveSum(in[gid()] >> 12, inc);
    ws(st[threadIdx.x / W]).ExclusiveSum(in[gid()] >> 12, exc);
    out[2 * gid()] = inc;
    out[2 * gid() + 1] = exc;
}

extern "C" __global__ void cub_warp_scan(const int* in, int* out) { warp_scan<WAVE>(in, out); }
extern "C" __global__ void cub_warp_scan_8(const int* in, int* out) { warp_scan<8>(in, out); }

// BlockReduce::Sum with each algorithm; thread 0 writes the block total, then the total of
// the first 77 threads.
template<hipcub::BlockReduceAlgorithm A>
__device__ void block_sum(const int* in, int* out)
{
    using br = hipcub::BlockReduce<int, BLOCK, A>;
    __shared__ typename br::TempStorage st;
    const int x = in[gid()] >> 12;
    const int r = br(st).Sum(x);
    __syncthreads();
    const int p = br(st).Sum(x, 77);
    if(threadIdx.x == 0)
    {
        out[2 * blockIdx.x] = r;
        out[2 * blockIdx.x + 1] = p;
    }
}

extern "C" __global__ void cub_block_reduce_warp(const int* in, int* out) { block_sum<hipcub::BLOCK_REDUCE_WARP_REDUCTIONS>(in, out); }
extern "C" __global__ void cub_block_reduce_raking(const int* in, int* out) { block_sum<hipcub::BLOCK_REDUCE_RAKING>(in, out); }
extern "C" __global__ void cub_block_reduce_raking_commutative(const int* in, int* out) { block_sum<hipcub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>(in, out); }

// BlockScan with each algorithm: inclusive sum of ITEMS items per thread, exclusive sum with
// the block aggregate.
template<hipcub::BlockScanAlgorithm A>
__device__ void block_scan(const int* in, int* out)
{
    using bs = hipcub::BlockScan<int, BLOCK, A>;
    __shared__ typename bs::TempStorage st;
    int v[ITEMS], inc[ITEMS], exc[ITEMS], total;
    for(unsigned i = 0; i < ITEMS; i++)
        v[i] = in[ITEMS * gid() + i] >> 12;
    bs(st).InclusiveSum(v, inc);
    __syncthreads();
    bs(st).ExclusiveSum(v, exc, total);
    for(unsigned i = 0; i < ITEMS; i++)
    {
        out[2 * (ITEMS * gid() + i)] = inc[i];
        out[2 * (ITEMS * gid() + i) + 1] = exc[i];
    }
    if(threadIdx.x == 0)
        out[2 * ITEMS * BLOCK * gridDim.x + blockIdx.x] = total;
}

extern "C" __global__ void cub_block_scan_raking(const int* in, int* out) { block_scan<hipcub::BLOCK_SCAN_RAKING>(in, out); }
extern "C" __global__ void cub_block_scan_raking_memoize(const int* in, int* out) { block_scan<hipcub::BLOCK_SCAN_RAKING_MEMOIZE>(in, out); }
extern "C" __global__ void cub_block_scan_warp_scans(const int* in, int* out) { block_scan<hipcub::BLOCK_SCAN_WARP_SCANS>(in, out); }
