// Row reductions of run-time length that the loop vectorizer turns into vector loads,
// shufflevector/insertelement/extractelement and llvm.vector.reduce.* at -O2/-O3:
// thread r reduces row r of an `rows × len` matrix of u32 and of u8, writing
// out[r * 6 + k]. A byte-wise transform is written back in place to bytes[].
extern "C" __global__ void vecloop(const u32 *__restrict__ m, u8 *__restrict__ bytes,
                                   u32 *__restrict__ out, int rows, int len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const u32 *row = m + (size_t)r * len;
  u32 sum = 0, mx = 0, mn = ~0u, x = 0;
  for (int i = 0; i < len; ++i) {
    u32 v = row[i];
    sum += v;
    mx = v > mx ? v : mx;
    mn = v < mn ? v : mn;
    x ^= v;
  }
  u8 *b = bytes + (size_t)r * len;
  u32 bsum = 0, bmax = 0;
  for (int i = 0; i < len; ++i) {
    u8 v = b[i];
    bsum += v;
    bmax = v > bmax ? v : bmax;
    b[i] = (u8)(v * 3 + 1);
  }
  out[r * 6 + 0] = sum;
  out[r * 6 + 1] = mx;
  out[r * 6 + 2] = mn;
  out[r * 6 + 3] = x;
  out[r * 6 + 4] = bsum;
  out[r * 6 + 5] = bmax;
}
