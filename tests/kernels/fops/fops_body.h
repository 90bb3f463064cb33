// Float kernel body shared by fops.hip and fops.cu: clang's math builtins (exact IEEE
// operations only), conversions to and from integers, half, bf16 and double. Thread i
// writes out[i * NOUT + k] as raw bits. Every `a * b + c` here has an exact product, so
// the result is the same whether or not the backend contracts it into an fma.
#define NOUT 20

__device__ static u32 bits(float f) { return __builtin_bit_cast(u32, f); }

extern "C" __global__ void fops(const float *a, const float *b, const float *c, u32 *out, int n) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  float x = a[gid] * 8.0f - 4.0f, y = b[gid] * 2.0f - 1.0f, z = c[gid];
  u32 *r = out + gid * NOUT;
  r[0] = bits(__builtin_fmaf(x, y, z));
  r[1] = bits(__builtin_sqrtf(__builtin_fabsf(x)));
  r[2] = bits(__builtin_fminf(x, y));
  r[3] = bits(__builtin_fmaxf(x, z));
  r[4] = bits(__builtin_copysignf(z, y));
  r[5] = bits(__builtin_floorf(x * 3.5f));
  r[6] = bits(__builtin_truncf(x * 3.5f));
  r[7] = bits(__builtin_rintf(x * 4.0f));
  r[8] = bits(__builtin_ceilf(y * 10.0f));
  r[9] = bits(__builtin_roundf(x * 2.0f));
  r[10] = (u32)(int)(x * 1000.0f);
  r[11] = (u32)(z * 4000000000.0f);
  r[12] = bits((float)(int)(__builtin_bit_cast(u32, z) * 2654435761u));
  _Float16 hx = (_Float16)x, hy = (_Float16)y;
  r[13] = (u32)__builtin_bit_cast(unsigned short, (_Float16)((hx + hy) * (_Float16)0.5f));
  __bf16 bx = (__bf16)x;
  r[14] = bits((float)bx * y);
  double dx = x, dy = y;
  r[15] = bits((float)(dx * dy + (double)z / 3.0));
  r[16] = bits(x / y);
  r[17] = x < y ? (z > 0.5f ? 1u : 2u) : (x == y ? 3u : 4u);
  r[18] = bits(__builtin_ldexpf(z, (int)(x * 4.0f)));
  float acc = 0.0f;
  for (int i = 0; i < 8; ++i) acc = acc * 0.5f + x;
  r[19] = bits(acc);
}
