// racecheck examples (docs/sanitize.md). A block of 64 threads: 2 waves of 32 on sm_90.

// Each thread writes its slot, then reads its neighbour's with no barrier between: thread 31
// (wave 0) reads s[32], which thread 32 (wave 1) writes. Nothing orders the two waves.
__global__ void missing_sync(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t * 10;
  out[t] = s[(t + 1) % 64];
}

// The negative control: the same exchange with a barrier between the write and the read.
__global__ void with_sync(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t * 10;
  __syncthreads();
  out[t] = s[(t + 1) % 64];
}

// Atomics of different waves on one shared counter do not race with each other.
__global__ void shared_count(int *out) {
  __shared__ int n;
  if (threadIdx.x == 0)
    n = 0;
  __syncthreads();
  atomicAdd(&n, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    out[0] = n;
}
