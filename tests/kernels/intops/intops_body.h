// Integer kernel body shared by intops.hip and intops.cu: 64-bit division and remainder,
// bit operations, rotates, a switch, loops with early exits and `continue`, overflow
// builtins, and a local array that -O3 vectorizes. Thread i writes out[i * NOUT + k].
#define NOUT 24

__device__ __attribute__((noinline)) u32 collatz_steps(u32 x) {
  u32 n = 0;
  while (x != 1) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    if (++n == 60) break;
  }
  return n;
}

__device__ static u32 classify(u32 x, u32 y) {
  switch (x & 7) {
  case 0: return x ^ y;
  case 1: return x + 17;
  case 2:
  case 3: return y * 3;
  case 5: return x >> 3;
  case 6: return ~y;
  default: return 0x1234;
  }
}

__device__ static u32 grid_walk(u32 x) {
  u32 acc = 0;
  for (u32 i = 0; i < 8; ++i) {
    for (u32 j = 0; j < 8; ++j) {
      if (((i * j) ^ x) & 1) continue;
      if (j > ((x >> i) & 7)) break;
      acc += i * 8 + j;
    }
    if (acc > 600) break;
  }
  return acc;
}

extern "C" __global__ void intops(const u64 *__restrict__ a, const u64 *__restrict__ b,
                                  u32 *__restrict__ out, int n) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u64 x = a[gid], y = b[gid];
  u32 *r = out + gid * NOUT;
  u32 x32 = (u32)x, y32 = (u32)y;
  u64 ud = (y >> (x & 31)) | 1;
  i64 sx = (i64)x, sd = ((i64)(y | 1)) >> (x & 15);
  r[0] = (u32)(x / ud);
  r[1] = (u32)(x % ud);
  r[2] = (u32)(sx / sd);
  r[3] = (u32)(sx % sd);
  r[4] = (u32)(x / 1000003u) ^ (u32)(sx / -7);
  u32 d32 = (y32 >> 1) | 1;
  r[5] = x32 / d32;
  r[6] = (u32)((i32)x32 % (i32)d32);
  r[7] = __builtin_popcountll(x);
  r[8] = __builtin_clzll(x | 1) + 64 * __builtin_clz(y32 | 1);
  r[9] = __builtin_ctz(x32 | 0x80000000u);
  r[10] = __builtin_bitreverse32(x32);
  r[11] = __builtin_bswap32(y32);
  r[12] = (u32)(__builtin_bswap64(x) >> 16);
  u32 s = y32 & 31;
  r[13] = (x32 << s) | (x32 >> ((32 - s) & 31));
  r[14] = (u32)(__builtin_rotateright64(x, y & 63) >> 7);
  r[15] = classify(x32, y32);
  r[16] = collatz_steps((x32 & 0xffff) | 1);
  r[17] = grid_walk(x32);
  r[18] = __umulhi(x32, y32);
  u32 sum;
  bool ovf = __builtin_add_overflow(x32, y32, &sum);
  r[19] = sum ^ (ovf ? 0x80000000u : 0u);
  i32 mn = (i32)x32 < (i32)y32 ? (i32)x32 : (i32)y32;
  r[20] = (u32)(mn < 0 ? -mn : mn);
  r[21] = x32 > y32 ? x32 - y32 : y32 - x32;
  r[22] = (u32)((i64)x >> (y & 63)) + (u32)((x * y) >> 40);
  u32 loc[16];
  for (int i = 0; i < 16; ++i) loc[i] = x32 * (u32)i + (y32 >> i);
  u32 tot = 0, big = 0;
  for (int i = 0; i < 16; ++i) { tot += loc[i]; big = loc[i] > big ? loc[i] : big; }
  r[23] = tot ^ big;
}
