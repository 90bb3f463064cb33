// A warp inclusive scan of plain ints (poison-origin example, docs/sanitize.md). Signed
// overflow is undefined in C++, so clang marks the `+=` `nsw`: lanes whose partial sum passes
// INT_MAX get poison, which later shuffles move to other lanes.
__global__ void overflow_scan(const int *in, int *out) {
  int x = in[threadIdx.x];
  for (int d = 1; d < 32; d *= 2) {
    int y = __shfl_up_sync(0xffffffffu, x, d);
    x += (int)threadIdx.x >= d ? y : 0;
  }
  out[threadIdx.x] = x;
}

// The negative control: the same scan in unsigned arithmetic, which wraps (defined).
__global__ void wrapping_scan(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x];
  for (int d = 1; d < 32; d *= 2) {
    unsigned y = __shfl_up_sync(0xffffffffu, x, d);
    x += (int)threadIdx.x >= d ? y : 0u;
  }
  out[threadIdx.x] = x;
}
