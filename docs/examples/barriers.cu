// synccheck examples (docs/sanitize.md). Block of 256 threads: 8 waves of 32 on sm_90.

// Only threads 0-127 reach the first barrier; waves 4-7 go on to the second one. The live
// waves of the block run different sequences of barriers: error[barrier-divergence].
__global__ void barrier_skip(int *out) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = t;
  if (t < 128)
    __syncthreads();
  s[t] += 1;
  __syncthreads();
  out[t] = s[255 - t];
}

// The early-return idiom: threads past n leave, the others meet at the barrier. Waves 2-7
// exit while waves 0-1 wait at a barrier they never reach; the hardware completes it
// (warning[barrier-divergence], an error under --strict).
__global__ void early_exit(const int *in, int *out, int n) {
  __shared__ int s[256];
  int t = threadIdx.x;
  if (t >= n)
    return;
  s[t] = in[t];
  __syncthreads();
  out[t] = s[n - 1 - t];
}

// The negative control: every thread reaches every barrier; the work is guarded instead.
__global__ void guarded(const int *in, int *out, int n) {
  __shared__ int s[256];
  int t = threadIdx.x;
  if (t < n)
    s[t] = in[t];
  __syncthreads();
  if (t < n)
    out[t] = s[n - 1 - t];
}
