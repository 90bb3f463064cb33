// rocPRIM block primitives, built against the real rocPRIM 3.3 and HIP 6.3 headers with the
// ROCm device libraries linked (tests/kernels/README.md, "rocPRIM and hipCUB"). Blocks of
// BLOCK threads; kernels with ITEMS items per thread read them blocked (thread t holds
// elements t*ITEMS .. t*ITEMS+ITEMS-1 of its block's tile). References: gen_rocm.py.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

constexpr unsigned BLOCK = 128;
constexpr unsigned ITEMS = 2;

using rocprim::block_reduce_algorithm;
using rocprim::block_scan_algorithm;

__device__ unsigned gid() { return blockIdx.x * BLOCK + threadIdx.x; }

template<class T>
__device__ void load(const T* in, T (&v)[ITEMS])
{
    for(unsigned i = 0; i < ITEMS; i++)
        v[i] = in[ITEMS * gid() + i];
}

template<class T>
__device__ void store(T* out, const T (&v)[ITEMS])
{
    for(unsigned i = 0; i < ITEMS; i++)
        out[ITEMS * gid() + i] = v[i];
}

// Block sums of in >> 12 (no overflow); thread 0 writes the block's total.
template<block_reduce_algorithm A>
__device__ void reduce(const int* in, int* out)
{
    using br = rocprim::block_reduce<int, BLOCK, A>;
    __shared__ typename br::storage_type st;
    int r;
    br().reduce(in[gid()] >> 12, r, st);
    if(threadIdx.x == 0)
        out[blockIdx.x] = r;
}

extern "C" __global__ void block_reduce_warp(const int* in, int* out) { reduce<block_reduce_algorithm::using_warp_reduce>(in, out); }
extern "C" __global__ void block_reduce_raking(const int* in, int* out) { reduce<block_reduce_algorithm::raking_reduce>(in, out); }
extern "C" __global__ void block_reduce_raking_commutative(const int* in, int* out) { reduce<block_reduce_algorithm::raking_reduce_commutative_only>(in, out); }

// Maximum over the first 100 - 30 * blockIdx.x threads.
extern "C" __global__ void block_reduce_max_valid(const int* in, int* out)
{
    using br = rocprim::block_reduce<int, BLOCK>;
    __shared__ br::storage_type st;
    int r;
    br().reduce(in[gid()], r, 100 - 30 * blockIdx.x, st, rocprim::maximum<int>());
    if(threadIdx.x == 0)
        out[blockIdx.x] = r;
}

// Inclusive and exclusive (init 5) sums of ITEMS items per thread, and the block total.
template<block_scan_algorithm A>
__device__ void scan(const int* in, int* out)
{
    using bs = rocprim::block_scan<int, BLOCK, A>;
    __shared__ typename bs::storage_type st;
    int v[ITEMS], inc[ITEMS], exc[ITEMS];
    load(in, v);
    for(unsigned i = 0; i < ITEMS; i++)
        v[i] >>= 12;
    int total;
    bs().inclusive_scan(v, inc, total, st);
    rocprim::syncthreads();
    bs().exclusive_scan(v, exc, 5, st);
    for(unsigned i = 0; i < ITEMS; i++)
    {
        out[2 * (ITEMS * gid() + i)] = inc[i];
        out[2 * (ITEMS * gid() + i) + 1] = exc[i];
    }
    if(threadIdx.x == 0)
        out[2 * ITEMS * BLOCK * gridDim.x + blockIdx.x] = total;
}

extern "C" __global__ void block_scan_warp(const int* in, int* out) { scan<block_scan_algorithm::using_warp_scan>(in, out); }
extern "C" __global__ void block_scan_reduce_then_scan(const int* in, int* out) { scan<block_scan_algorithm::reduce_then_scan>(in, out); }

// Radix sort of the block's tile: ascending keys; descending keys with their positions as values.
extern "C" __global__ void block_radix_sort_keys(const unsigned* in, unsigned* out)
{
    using bs = rocprim::block_radix_sort<unsigned, BLOCK, ITEMS>;
    __shared__ bs::storage_type st;
    unsigned k[ITEMS];
    load(in, k);
    bs().sort(k, st);
    store(out, k);
}

extern "C" __global__ void block_radix_sort_pairs_desc(const unsigned* in, unsigned* out)
{
    using bs = rocprim::block_radix_sort<unsigned, BLOCK, ITEMS, unsigned>;
    __shared__ bs::storage_type st;
    unsigned k[ITEMS], v[ITEMS];
    load(in, k);
    for(unsigned i = 0; i < ITEMS; i++)
    {
        k[i] &= 0xFFFF; // 16-bit keys: duplicates test stability
        v[i] = ITEMS * threadIdx.x + i;
    }
    bs().sort_desc(k, v, st, 0, 16);
    for(unsigned i = 0; i < ITEMS; i++)
    {
        out[2 * (ITEMS * gid() + i)] = k[i];
        out[2 * (ITEMS * gid() + i) + 1] = v[i];
    }
}

// Ranks of the 5-bit digit at bit 3 of each key, with each rank algorithm.
template<rocprim::block_radix_rank_algorithm A>
__device__ void rank(const unsigned* in, unsigned* out)
{
    using rr = rocprim::block_radix_rank<BLOCK, 5, A>;
    __shared__ typename rr::storage_type st;
    unsigned k[ITEMS], r[ITEMS];
    load(in, k);
    rr().rank_keys(k, r, st, 3, 5);
    store(out, r);
}

extern "C" __global__ void block_radix_rank_basic(const unsigned* in, unsigned* out) { rank<rocprim::block_radix_rank_algorithm::basic>(in, out); }
extern "C" __global__ void block_radix_rank_memoize(const unsigned* in, unsigned* out) { rank<rocprim::block_radix_rank_algorithm::basic_memoize>(in, out); }
extern "C" __global__ void block_radix_rank_match(const unsigned* in, unsigned* out) { rank<rocprim::block_radix_rank_algorithm::match>(in, out); }

// 32-bin histogram of the low 5 bits, then written out per block.
template<rocprim::block_histogram_algorithm A>
__device__ void histogram(const unsigned* in, unsigned* out)
{
    constexpr unsigned BINS = 32;
    using bh = rocprim::block_histogram<unsigned char, BLOCK, ITEMS, BINS, A>;
    __shared__ typename bh::storage_type st;
    __shared__ unsigned hist[BINS];
    unsigned char v[ITEMS];
    for(unsigned i = 0; i < ITEMS; i++)
        v[i] = in[ITEMS * gid() + i] & (BINS - 1);
    bh().histogram(v, hist, st);
    rocprim::syncthreads();
    if(threadIdx.x < BINS)
        out[BINS * blockIdx.x + threadIdx.x] = hist[threadIdx.x];
}

extern "C" __global__ void block_histogram_atomic(const unsigned* in, unsigned* out) { histogram<rocprim::block_histogram_algorithm::using_atomic>(in, out); }
extern "C" __global__ void block_histogram_sort(const unsigned* in, unsigned* out) { histogram<rocprim::block_histogram_algorithm::using_sort>(in, out); }

extern "C" __global__ void block_exchange_striped(const int* in, int* out)
{
    using bx = rocprim::block_exchange<int, BLOCK, ITEMS>;
    __shared__ bx::storage_type st;
    int v[ITEMS], r[ITEMS];
    load(in, v);
    bx().blocked_to_striped(v, r, st);
    store(out, r);
}

// Head and tail flags where the value's bits 4..5 change (1 = change).
struct differ
{
    __device__ bool operator()(const unsigned& a, const unsigned& b) const { return (a >> 4 & 3) != (b >> 4 & 3); }
};

extern "C" __global__ void block_discontinuity_flags(const unsigned* in, unsigned* out)
{
    using bd = rocprim::block_discontinuity<unsigned, BLOCK>;
    __shared__ bd::storage_type st;
    unsigned v[ITEMS], heads[ITEMS], tails[ITEMS];
    load(in, v);
    bd().flag_heads(heads, v, differ(), st);
    rocprim::syncthreads();
    bd().flag_tails(tails, v, differ(), st);
    for(unsigned i = 0; i < ITEMS; i++)
        out[ITEMS * gid() + i] = heads[i] | tails[i] << 1;
}
