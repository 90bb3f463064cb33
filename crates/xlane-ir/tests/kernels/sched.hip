// Kernels for the parallel schedule's guarantee (tests/all/schedule.rs): blocks whose global
// accesses conflict, an atomic whose result is used across blocks, an order-independent
// histogram, and a float sum by atomics. Compiled with:
//   clang-22 -x hip --offload-arch=gfx942 --cuda-device-only -nogpulib -nogpuinc -cuid=sched \
//     -O2 -gline-tables-only -emit-llvm -S sched.hip -o sched.gfx942.ll   (then the DIFile directories set to the repository-relative folder)
#include "../../../../tests/kernels/include/hip_lite.h"

// A race: thread 0 of block b copies buf[0] to buf[1 + b], then writes b + 1 to buf[0]. In
// block order buf[1 + b] = b.
extern "C" __global__ void relay(u32 *buf) {
  if (threadIdx.x == 0) {
    u32 b = blockIdx.x;
    buf[1 + b] = buf[0];
    buf[0] = b + 1;
  }
}

// Each block takes a slot with an atomic counter: in block order block b gets slot b.
extern "C" __global__ void ticket(u32 *counter, u32 *slots) {
  if (threadIdx.x == 0) slots[atomicAdd(counter, 1u)] = blockIdx.x;
}

// 16 bins, every thread adds one with a global atomic whose result is unused.
extern "C" __global__ void hist(const u32 *in, u32 *bins) {
  u32 i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[in[i] & 15u], 1u);
}

// A float sum by global atomics: the rounding depends on the order of the adds.
extern "C" __global__ void fsum(const float *in, float *sum) {
  atomicAdd(sum, in[blockIdx.x * blockDim.x + threadIdx.x]);
}

// A time limit in the in-order re-run: block 0 works for `n` rounds, then sets flag[0]; block
// 1 reads flag[0] first, and while it reads 1 (as it always does in block order) waits for it
// to change, which never happens. The plain write and read conflict, so a parallel pass in
// which block 1 read 0 runs again in order, where block 1 waits until the time limit.
extern "C" __global__ void late_flag(u32 *flag, u32 n) {
  if (threadIdx.x == 0) {
    if (blockIdx.x == 0) {
      u32 x = 1;
      for (u32 i = 0; i < n; i++) x = x * 3u + i;
      flag[1] = x;
      flag[0] = 1;
    } else {
      while (((volatile u32 *)flag)[0] == 1) {
      }
    }
  }
}

// A race that only blocks from `first` on take part in: thread 0 of block b < first writes b
// to buf[1 + b]; from block `first` on it copies buf[0] to buf[1 + b] and writes b + 1 to
// buf[0], as `relay` does. In block order buf[1 + b] = b, except buf[1 + first] = buf[0]'s
// initial value. A grid run as several parallel passes meets the race in a later pass.
extern "C" __global__ void late_relay(u32 *buf, u32 first) {
  if (threadIdx.x == 0) {
    u32 b = blockIdx.x;
    if (b < first) {
      buf[1 + b] = b;
    } else {
      buf[1 + b] = buf[0];
      buf[0] = b + 1;
    }
  }
}

// An error that only a later block can cause, in a parallel pass: block 0 reads flag[0] up to
// `n` times, waiting for block 1 to set it, and if it saw it, stores to buf[1 << 20], out of
// bounds. In block order block 0 never sees the flag (block 1 has not run): no error. A pass
// in which block 1 ran beside block 0 and block 0 saw its write fails in block 0; the blocks
// after the failing one still count in the conflict check (block 1's write, block 0's read),
// so the pass runs again in order.
extern "C" __global__ void early_error(u32 *flag, u32 *buf, u32 n) {
  if (threadIdx.x == 0) {
    if (blockIdx.x == 1) {
      ((volatile u32 *)flag)[0] = 1;
    } else {
      u32 seen = 0;
      for (u32 i = 0; i < n && !seen; i++) seen = ((volatile u32 *)flag)[0];
      if (seen) buf[1u << 20] = 1;
    }
  }
}
