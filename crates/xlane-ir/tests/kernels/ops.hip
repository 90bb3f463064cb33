#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
typedef unsigned u32; typedef unsigned long long u64; typedef long long i64;
typedef float float4 __attribute__((ext_vector_type(4)));
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
struct S { char c; short s; int i; double d; };
__constant__ int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
__device__ __attribute__((noinline)) struct S mk(int x) { struct S s = {(char)x, (short)(x * 3), x * 7, x * 0.25}; return s; }
extern "C" __global__ void ops(const u32* in, u64* out, const float4* v4, float4* o4, const half2* h, half2* oh) {
  u32 t = __builtin_amdgcn_workitem_id_x();
  u32 x = in[t];
  int sx = (int)x;
  u64 r = 0;
  r ^= __builtin_popcount(x);
  r ^= (u64)__builtin_clz(x | 1) << 8;
  r ^= (u64)__builtin_ctz(x | 0x80000000u) << 16;
  r ^= (u64)((x << 5) | (x >> 27)) << 24;
  r += (u64)(sx / 7) + (u64)(sx % 13) * 3;
  r += (u64)(x / 9u) ^ (u64)(x % 11u);
  r += (i64)(signed char)x * 1000 + (i64)(short)x;
  r += primes[x % 8];
  int arr[16];
  for (int i = 0; i < 16; i++) arr[i] = (int)(x >> i) + i;
  r += arr[x % 16] * 5;
  struct S s = mk(sx & 0xff);
  r += s.c + s.s + s.i + (u64)(s.d * 8.0);
  float f = (float)(sx & 0xffff) * 0.5f;
  r += (u64)(i64)__builtin_sqrtf(f) + (u64)__builtin_fmaf(f, 3.0f, 1.0f) + (u64)(__builtin_fminf(f, 100.5f) * 2.0f);
  double dd = (double)x * 1.5;
  r += (u64)(dd / 3.0);
  u64 wide = (u64)x * 0x9E3779B97F4A7C15ull;
  r ^= wide >> 13;
  switch (x & 7) { case 0: r += 11; break; case 3: r *= 3; break; case 5: r -= 2; break; default: r ^= 0xabc; }
  r = x & 0x100 ? r : ~r;
  out[t] = r;
  float4 a = v4[t];
  o4[t] = a * 2.0f + (float4){1.0f, 2.0f, 3.0f, 4.0f};
  half2 hh = h[t];
  oh[t] = hh * hh + (half2){(_Float16)1.0f, (_Float16)-1.0f};
}
