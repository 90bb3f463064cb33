// Inline AMDGPU assembly as real HIP code and the ROCm device libraries write it. One
// result per form and thread (out[8 * g + k]); references in tests/kernels/gen_rocm.py.
#include <hip/hip_runtime.h>

extern "C" __global__ void asm_forms(const unsigned* in, unsigned* out)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned x = in[g];
    // 0: an empty template as an optimisation barrier (ockl wfaas.cl), "=v,0"
    unsigned a;
    asm volatile("" : "=v"(a) : "0"(x));
    // scheduling and waits: no effect on values
    asm volatile("s_nop 1\n\ts_waitcnt lgkmcnt(0)\n\ts_sleep 1");
    // 1: v_mov_b32
    unsigned b;
    asm volatile("v_mov_b32 %0, %1" : "=v"(b) : "v"(a));
    // 2: DPP row_shr:1 onto a tied `old` (x + 1): lane 0 of each row keeps old
    unsigned c;
    asm volatile("v_mov_b32_dpp %0, %1 row_shr:1 row_mask:0xf bank_mask:0xf" : "=v"(c) : "v"(b), "0"(x + 1));
    // 3: DPP quad_perm reverse with bound_ctrl (every source valid)
    unsigned d;
    asm volatile("v_mov_b32_dpp %0, %1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1" : "=v"(d) : "v"(x));
    // 4: ds_swizzle SWAP,1 (swap neighbours)
    unsigned e;
    asm volatile("ds_swizzle_b32 %0, %1 offset:swizzle(SWAP,1)\n\ts_waitcnt lgkmcnt(0)" : "=v"(e) : "v"(x));
    // 5: ds_bpermute from lane (lane + 3) mod wave
    unsigned f;
    const unsigned lane = __lane_id();
    asm volatile("ds_bpermute_b32 %0, %1, %2\n\ts_waitcnt lgkmcnt(0)" : "=v"(f) : "v"(((lane + 3) % warpSize) * 4), "v"(x));
    // 6: v_readlane_b32 lane 5, then v_readfirstlane_b32 (lane 0 here), summed
    unsigned r5, r0;
    asm volatile("v_readlane_b32 %0, %1, 5" : "=s"(r5) : "v"(x));
    asm volatile("v_readfirstlane_b32 %0, %1" : "=s"(r0) : "v"(x));
    // 7: v_mbcnt_lo_u32_b32 of a literal mask
    unsigned m;
    asm volatile("v_mbcnt_lo_u32_b32 %0, 0x55555555, 0" : "=v"(m));
    unsigned* o = out + 8 * g;
    o[0] = a; o[1] = b; o[2] = c; o[3] = d; o[4] = e; o[5] = f; o[6] = r5 + r0; o[7] = m;
}

// s_barrier in inline asm orders an exchange through LDS (a wave reads another wave's slot).
extern "C" __global__ void asm_barrier(const unsigned* in, unsigned* out)
{
    __shared__ unsigned lds[256];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    lds[t] = in[g];
    asm volatile("s_waitcnt lgkmcnt(0)\n\ts_barrier" ::: "memory");
    out[g] = lds[(t + 64) % blockDim.x];
}

// An instruction xlane does not model: a located `unsupported` error naming it.
extern "C" __global__ void asm_unmodelled(const unsigned* in, unsigned* out)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned r;
    asm volatile("v_add_u32 %0, %1, %1" : "=v"(r) : "v"(in[g]));
    out[g] = r;
}
