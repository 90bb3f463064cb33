// What a NaN input gives in PTX's `cvt.*.tf32.f32` forms (docs/errata.md N20), for every one of
// the 2^24 - 2 binary32 NaNs: each result is sorted into a candidate rule and the first inputs
// of each class are printed, so one run settles the rule per form. Build one form at a time:
//   for f in rna rna.satfinite rn rn.relu rn.satfinite rn.relu.satfinite rz rz.relu rz.satfinite rz.relu.satfinite; do
//     nvcc -O3 -arch=sm_90 -DFORM="\"$f\"" tf32_nan_probe.cu -o p && ./p; done
// (ptxas refuses the forms PTX does not define; that is a result too.)
#include <cstdio>
#include <cstdint>
__device__ unsigned long long cnt[8];
__device__ unsigned int samp[8][4][2];
__device__ __forceinline__ uint32_t cv(uint32_t u) {
  uint32_t r; float x = __uint_as_float(u);
  asm("cvt." FORM ".tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
  return r;
}
__global__ void k() {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;  // 0 .. 2^24-1
  uint32_t m = i & 0x7fffff; if (m == 0) return;
  uint32_t u = 0x7f800000u | m | ((i >> 23) << 31);
  uint32_t r = cv(u), s = u & 0x80000000u;
  int c;
  if (r == 0x7fffffffu) c = 0;
  else if (r == 0x7fffe000u) c = 1;
  else if (r == (u & 0xffffe000u)) c = 2;
  else if (r == ((u | 0x00400000u) & 0xffffe000u)) c = 3;
  else if (r == (s | 0x7f7fe000u)) c = 4;
  else if (r == (s | 0x7f800000u)) c = 5;
  else if (r == ((u & 0xffffe000u) - 0x2000u)) c = 6;  // .rna.satfinite: one TF32 unit below
  else c = 7;
  unsigned long long n = atomicAdd(&cnt[c], 1ull);
  if (n < 4) { samp[c][n][0] = u; samp[c][n][1] = r; }
}
__global__ void fixed(uint32_t* o, const uint32_t* in, int n) { int i = threadIdx.x; if (i < n) o[i] = cv(in[i]); }
int main() {
  const char* names[8] = {"0x7fffffff", "0x7fffe000", "in&~0x1fff", "(in|quiet)&~0x1fff", "sign|MAXNORM", "sign|Inf", "(in&~0x1fff)-0x2000", "other"};
  k<<<1 << 16, 256>>>();
  unsigned long long c[8]; unsigned int s[8][4][2];
  cudaMemcpyFromSymbol(c, cnt, sizeof c); cudaMemcpyFromSymbol(s, samp, sizeof s);
  printf("cvt.%s.tf32.f32:", FORM);
  for (int i = 0; i < 8; i++) if (c[i]) { printf(" [%s]=%llu", names[i], c[i]); }
  printf("\n");
  for (int i = 0; i < 8; i++) if (c[i]) { printf("  %s:", names[i]); for (int j = 0; j < 4 && j < (int)c[i]; j++) printf(" %08x->%08x", s[i][j][0], s[i][j][1]); printf("\n"); }
  uint32_t in[16] = {0x7f800001u, 0x7f801000u, 0x7f801fffu, 0x7f802000u, 0x7fbfffffu, 0x7fc00000u, 0x7fc01000u, 0x7fffffffu,
                     0xff800001u, 0xff801300u, 0xffc00000u, 0xffffffffu, 0x7f800000u, 0xff800000u, 0x7f7ff000u, 0x7f7fffffu};
  uint32_t *din, *dout, out[16];
  cudaMalloc(&din, 64); cudaMalloc(&dout, 64); cudaMemcpy(din, in, 64, cudaMemcpyHostToDevice);
  fixed<<<1, 16>>>(dout, din, 16); cudaMemcpy(out, dout, 64, cudaMemcpyDeviceToHost);
  printf("  fixed:"); for (int i = 0; i < 16; i++) printf(" %08x->%08x", in[i], out[i]); printf("\n");
  return 0;
}
