// initcheck examples (docs/sanitize.md). sm_90: waves of 32 threads.

// Each thread adds its input to the running sum it reads back from `out`. The spec gives
// `out` only a length, as cudaMalloc gives memory nothing wrote: the first `+=` reads garbage.
__global__ void accumulate(const float *in, float *out) {
  int t = threadIdx.x;
  out[t] += in[t];
}

// A histogram with atomicAdd: the bins must start at zero, which only the launch can say.
__global__ void histogram(const int *keys, int *bins) {
  atomicAdd(&bins[keys[blockIdx.x * blockDim.x + threadIdx.x] & 7], 1);
}

// atomicExch's old value is not used: the exchange reads nothing the kernel uses.
__global__ void claim(int *owner) {
  atomicExch(&owner[threadIdx.x & 7], (int)threadIdx.x);
}

// A block of 64 threads (two waves): each thread publishes its value in shared memory and
// reads its partner's in the other wave. Without the barrier wave 0 reads s[32..63] before
// wave 1 has run at all.
__global__ void exchange(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t * 10;
  out[t] = s[t ^ 32];
}

// The negative control: the same exchange with a barrier between the write and the read.
__global__ void exchange_synced(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t * 10;
  __syncthreads();
  out[t] = s[t ^ 32];
}

// Each thread reads back what it stored itself (volatile keeps the load): written, clean.
__global__ void own_slot(int *out) {
  __shared__ int s[64];
  volatile int *v = s;
  int t = threadIdx.x;
  v[t] = t + 1;
  out[t] = v[t];
}

// Reads eight inputs; the spec gives four values in a buffer of eight.
__global__ void copy8(const int *in, int *out) {
  int t = threadIdx.x;
  if (t < 8)
    out[t] = in[t];
}

// Each block scales its own part of `in`.
__global__ void scale(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * 2.0f;
}

// For scripts/bench_checks.py: the synced exchange, each block writing its own 64 outputs.
__global__ void exchange_blocks(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t * 10;
  __syncthreads();
  out[blockIdx.x * 64 + t] = s[t ^ 32];
}
