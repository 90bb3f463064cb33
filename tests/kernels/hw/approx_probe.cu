// Is xlane's model of an approximate PTX instruction bit-exact on this GPU? For every one of
// the 2^32 binary32 inputs, compare the instruction's result with the model of
// crates/xlane-ir/src/approx.rs (the function in binary64, rounded once to binary32; NaN is
// the canonical 0x7fffffff; `.ftz` flushes subnormal inputs and results to signed zero),
// counting mismatches and the largest distance in ulps, on the GPU (nothing is copied back
// but the counts). A dev tool: `nvcc -O3 -arch=sm_90 approx_probe.cu && ./a.out`.
#include <cstdio>
#include <cstdint>

enum Op { EX2, EX2_FTZ, LG2, LG2_FTZ, RCP, RCP_FTZ, RSQRT, RSQRT_FTZ, SQRT, SQRT_FTZ, SIN, SIN_FTZ, COS, COS_FTZ, TANH, NOPS };
static const char* NAMES[NOPS] = {"ex2.approx.f32", "ex2.approx.ftz.f32", "lg2.approx.f32", "lg2.approx.ftz.f32",
                                  "rcp.approx.f32", "rcp.approx.ftz.f32", "rsqrt.approx.f32", "rsqrt.approx.ftz.f32",
                                  "sqrt.approx.f32", "sqrt.approx.ftz.f32", "sin.approx.f32", "sin.approx.ftz.f32",
                                  "cos.approx.f32", "cos.approx.ftz.f32", "tanh.approx.f32"};

__device__ float hw(int op, float x) {
  float r;
  switch (op) {
    case EX2: asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case EX2_FTZ: asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case LG2: asm("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case LG2_FTZ: asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case RCP: asm("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case RCP_FTZ: asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case RSQRT: asm("rsqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case RSQRT_FTZ: asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case SQRT: asm("sqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case SQRT_FTZ: asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case SIN: asm("sin.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case SIN_FTZ: asm("sin.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case COS: asm("cos.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case COS_FTZ: asm("cos.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    default: asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
  }
  return r;
}

__device__ uint32_t flush(uint32_t b) { return (b & 0x7f800000u) == 0 ? (b & 0x80000000u) : b; }

__device__ uint32_t model(int op, uint32_t bits) {
  bool ftz = op == EX2_FTZ || op == LG2_FTZ || op == RCP_FTZ || op == RSQRT_FTZ || op == SQRT_FTZ || op == SIN_FTZ || op == COS_FTZ;
  double x = (double)__uint_as_float(ftz ? flush(bits) : bits);
  double r;
  switch (op) {
    case EX2: case EX2_FTZ: r = exp2(x); break;
    case LG2: case LG2_FTZ: r = x == 0.0 ? -__longlong_as_double(0x7ff0000000000000ll) * 1.0 : log2(x); break;
    case RCP: case RCP_FTZ: r = 1.0 / x; break;
    case RSQRT: case RSQRT_FTZ: r = 1.0 / sqrt(x); break;
    case SQRT: case SQRT_FTZ: r = sqrt(x); break;
    case SIN: case SIN_FTZ: r = sin(x); break;
    case COS: case COS_FTZ: r = cos(x); break;
    default: r = tanh(x); break;
  }
  uint32_t out = isnan(r) ? 0x7fffffffu : __float_as_uint(__double2float_rn(r));
  return ftz ? flush(out) : out;
}

// ordered integer of a float's bits, so that adjacent floats differ by 1
__device__ int64_t ordered(uint32_t b) { return (b & 0x80000000u) ? -(int64_t)(b & 0x7fffffffu) : (int64_t)b; }

__global__ void probe(int op, unsigned long long* mismatches, unsigned long long* nan_only, unsigned long long* max_ulp, unsigned* example) {
  unsigned long long local = 0, local_nan = 0, local_max = 0;
  for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < (1ull << 32); i += (uint64_t)gridDim.x * blockDim.x) {
    uint32_t b = (uint32_t)i;
    uint32_t h = __float_as_uint(hw(op, __uint_as_float(b)));
    uint32_t m = model(op, b);
    if (h != m) {
      bool hn = (h & 0x7fffffff) > 0x7f800000, mn = (m & 0x7fffffff) > 0x7f800000;
      if (hn || mn) {
        local_nan++;
      } else {
        local++;
        int64_t d = ordered(h) - ordered(m);
        unsigned long long ad = d < 0 ? -d : d;
        if (ad > local_max) local_max = ad;
        atomicCAS(example, 0u, b);
      }
    }
  }
  atomicAdd(mismatches, local);
  atomicAdd(nan_only, local_nan);
  atomicMax(max_ulp, local_max);
}

int main() {
  unsigned long long* d;
  unsigned* ex;
  cudaMalloc(&d, 3 * sizeof(unsigned long long));
  cudaMalloc(&ex, sizeof(unsigned));
  printf("op | mismatches (non-NaN) | NaN-only mismatches | max ulp | first mismatching input\n");
  for (int op = 0; op < NOPS; ++op) {
    cudaMemset(d, 0, 3 * sizeof(unsigned long long));
    cudaMemset(ex, 0, sizeof(unsigned));
    probe<<<132 * 16, 256>>>(op, d, d + 1, d + 2, ex);
    unsigned long long h[3];
    unsigned e;
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(&e, ex, sizeof(e), cudaMemcpyDeviceToHost);
    cudaError_t err = cudaGetLastError();
    printf("%s | %llu | %llu | %llu | 0x%08x%s\n", NAMES[op], h[0], h[1], h[2], e, err ? cudaGetErrorString(err) : "");
  }
  return 0;
}
