// Float accumulation as kernels usually write it, with clang's default fp-contraction:
// a dot product per row (`acc += a * b` in a loop) and a 3-point stencil with weights that
// are not powers of two. The backend fuses each contractable multiply-add into an fma, so
// the reference rounds once per fused step. Thread r writes dot[r] and sten[r].
extern "C" __global__ void fdot(const float *__restrict__ a, const float *__restrict__ b,
                                const float *__restrict__ x, float *__restrict__ dot,
                                float *__restrict__ sten, int rows, int len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float acc = 0.0f;
  for (int i = 0; i < len; ++i) acc += a[r * len + i] * b[i];
  dot[r] = acc;
  float l = x[r], c = x[r + 1], rt = x[r + 2];
  sten[r] = l * 0.3f + c * 0.4f + rt * 0.3f;
}
